// Findings, their keys and what they mean for issuing: an error blocks, a warning needs an
// acknowledgement that is stored with the prescription, an info never blocks.
import type { Finding, Severity } from './types';

/** `CODE`, or `CODE:lineKey` for a line's finding (a pair's finding names its first line). */
export function findingKey(f: Finding): string {
  return f.lineKey === undefined ? f.code : `${f.code}:${f.lineKey}`;
}

export interface IssueDecision {
  canIssue: boolean;
  /** Keys of the errors. */
  blocking: string[];
  /** Keys of the warnings not acknowledged yet. */
  toAcknowledge: string[];
}

export function issueDecision(findings: readonly Finding[], acknowledgedKeys: readonly string[]): IssueDecision {
  const acknowledged = new Set(acknowledgedKeys);
  const blocking = new Set<string>();
  const toAcknowledge = new Set<string>();
  for (const f of findings) {
    const key = findingKey(f);
    if (f.severity === 'error') blocking.add(key);
    else if (f.severity === 'warning' && !acknowledged.has(key)) toAcknowledge.add(key);
  }
  return { canIssue: blocking.size === 0 && toAcknowledge.size === 0, blocking: [...blocking], toAcknowledge: [...toAcknowledge] };
}

export function finding(severity: Severity, code: string, message: string, params: Record<string, string | number>, lineKey?: string): Finding {
  return lineKey === undefined ? { code, severity, message, params } : { code, severity, message, lineKey, params };
}

export const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
