/**
 * axe-core (the accessibility rules engine) run inside a page: the violations of impact serious or
 * critical, each with the elements it found, so a test can name what to fix.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');
const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical violations on the page as it is now. */
export async function seriousViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    // Each element with what axe measured (colours, ratio) and its markup, so the report names the culprit.
    const describe = (n) =>
      `${n.target.join(' ')} [${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}] ${n.html.slice(0, 160)}`;
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map(describe) }));
  });
  return violations.filter((v) => BLOCKING.has(v.impact));
}

/** One line per violation: rule, impact, how many elements and the first few of them. */
export function describeViolations(route, violations) {
  return violations.map((v) => `${route}: ${v.id} (${v.impact}, ${v.targets.length}×) ${v.help} — ${v.targets.slice(0, 3).join(' | ')}`);
}
