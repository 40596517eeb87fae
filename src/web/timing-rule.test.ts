/**
 * Speed is measured in benchmarks, never asserted in tests (issue 8, item 11): a test that asserted "< 1000 ms" failed
 * under load. This test reads the web app's test files and fails on any expectation that compares a clock reading
 * (`Date.now()`, `performance.now()`) or a duration named as such (…Ms, …Gap, elapsed, latency) with a bound.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('tests of the web app', () => {
  it('issue 8, item 11: no test asserts a wall-clock time (timings live in npm run bench)', () => {
    const offending: string[] = [];
    const clock = /expect\(([^;]*?(?:Date\.now\(\)|performance\.now\(\)|\w*(?:Ms|Gap|elapsed|latency|Latency|duration|Duration)\b)[^;]*?)\)\s*\.\s*(?:not\.)?toBe(?:LessThan|LessThanOrEqual|GreaterThan|GreaterThanOrEqual)\(/g;
    for (const file of testFiles(here)) {
      if (file.endsWith('timing-rule.test.ts')) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(clock)) offending.push(`${file.slice(here.length)}: ${match[0].slice(0, 90)}`);
    }
    expect(offending).toEqual([]);
  });
});
