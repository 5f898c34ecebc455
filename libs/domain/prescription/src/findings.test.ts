import { describe, expect, it } from 'vitest';
import { findingKey, issueDecision } from './findings';
import type { Finding } from './types';

const f = (code: string, severity: Finding['severity'], lineKey?: string): Finding => ({ code, severity, message: code, ...(lineKey ? { lineKey } : {}) });

describe('findingKey', () => {
  it('is the code, or the code and the line', () => {
    expect(findingKey(f('HARVEST_DATE_MISSING', 'warning'))).toBe('HARVEST_DATE_MISSING');
    expect(findingKey(f('DOSE_BELOW_MIN', 'warning', 'l1'))).toBe('DOSE_BELOW_MIN:l1');
  });
});

describe('issueDecision', () => {
  const findings = [f('DOSE_ABOVE_MAX', 'error', 'l1'), f('BEE_TOXIC', 'warning', 'l1'), f('HARVEST_DATE_MISSING', 'warning'), f('MRL_LIMIT', 'info', 'l1')];

  it('blocks on any error, whatever is acknowledged', () => {
    expect(issueDecision(findings, ['DOSE_ABOVE_MAX:l1', 'BEE_TOXIC:l1', 'HARVEST_DATE_MISSING'])).toEqual({
      canIssue: false,
      blocking: ['DOSE_ABOVE_MAX:l1'],
      toAcknowledge: [],
    });
  });

  it('asks for every warning not acknowledged; info never blocks', () => {
    const rest = findings.slice(1);
    expect(issueDecision(rest, ['BEE_TOXIC:l1'])).toEqual({ canIssue: false, blocking: [], toAcknowledge: ['HARVEST_DATE_MISSING'] });
    expect(issueDecision(rest, ['BEE_TOXIC:l1', 'HARVEST_DATE_MISSING', 'UNRELATED'])).toEqual({ canIssue: true, blocking: [], toAcknowledge: [] });
    expect(issueDecision([f('MRL_LIMIT', 'info', 'l1')], [])).toEqual({ canIssue: true, blocking: [], toAcknowledge: [] });
  });

  it('does not take an acknowledgement of one line for another', () => {
    expect(issueDecision([f('BEE_TOXIC', 'warning', 'l1'), f('BEE_TOXIC', 'warning', 'l2')], ['BEE_TOXIC:l1']).toAcknowledge).toEqual(['BEE_TOXIC:l2']);
  });
});
