#!/usr/bin/env node
// Entry point installed as `pasyans`; the compiled CLI lives in dist/ (built by `npm ci` through `prepare`).
import '../dist/cli/main.js';
