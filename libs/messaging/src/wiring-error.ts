/** A declared command or topic with no handler, or with two: the process must not start. */
export class WiringError extends Error {
  constructor(service: string, problems: string[]) {
    super(`Wiring of ${service} is incomplete:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'WiringError';
  }
}

export function checkWiring(
  service: string,
  kind: 'command' | 'topic',
  declared: readonly string[],
  handled: { name: string; owner: string }[],
): string[] {
  const problems: string[] = [];
  for (const name of declared) {
    const owners = handled.filter((h) => h.name === name).map((h) => h.owner);
    if (owners.length === 0) problems.push(`${kind} '${name}' has no handler`);
    if (owners.length > 1) problems.push(`${kind} '${name}' has ${owners.length} handlers: ${owners.join(', ')}`);
  }
  for (const h of handled) {
    if (!declared.includes(h.name)) problems.push(`${h.owner} handles ${kind} '${h.name}', which ${service} does not declare`);
  }
  return problems;
}
