/**
 * Pruning rules switched on and off one by one (issue 30): every solver that prunes names its rules by letter (its
 * reference under docs/solvers/), and the differential checks of soundness (differential.ts) turn each off alone and
 * all off, to catch a rule that cuts a win.
 */

/** Which rules are on, one switch a rule letter. */
export type RuleSwitches<Rule extends string> = Readonly<Record<Rule, boolean>>;

/**
 * Every rule of `rules` on when `pruning`, else every one off; then the rules named in `off` off. Throws on a name that
 * is not one of `rules` (the message names the solver by `solver` and lists its rules).
 */
export function ruleSwitches<Rule extends string>(solver: string, rules: readonly Rule[], pruning: boolean, off: readonly string[] = []): RuleSwitches<Rule> {
  const switches = Object.fromEntries(rules.map((rule) => [rule, pruning])) as Record<Rule, boolean>;
  for (const name of off) {
    if (!(rules as readonly string[]).includes(name)) throw new Error(`unknown pruning rule '${name}' of the ${solver} (its rules: ${rules.join(', ')})`);
    switches[name as Rule] = false;
  }
  return switches;
}
