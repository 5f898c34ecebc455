import { describe, expect, it } from 'vitest';
import { stageOrderProblem } from './stage-order';

describe('stages in order', () => {
  it('refuses a harvest before sowing or planting, allows it on or after', () => {
    expect(stageOrderProblem([], { kind: 'harvest', date: '2026-06-01' })).toMatch(/ekim ya da dikiminden önce/);
    expect(stageOrderProblem([{ kind: 'planting', date: '2026-06-02' }], { kind: 'harvest', date: '2026-06-01' })).not.toBeNull();
    expect(stageOrderProblem([{ kind: 'planting', date: '2026-06-01' }], { kind: 'harvest', date: '2026-06-01' })).toBeNull();
    expect(stageOrderProblem([{ kind: 'sowing', date: '2026-04-01' }], { kind: 'harvest', date: '2026-06-01' })).toBeNull();
  });

  it('refuses a packing without a harvest before it', () => {
    expect(stageOrderProblem([{ kind: 'planting', date: '2026-04-01' }], { kind: 'packing', date: '2026-06-01' })).toMatch(/önce .* hasat/);
    expect(stageOrderProblem([{ kind: 'harvest', date: '2026-06-02' }], { kind: 'packing', date: '2026-06-01' })).not.toBeNull();
    expect(stageOrderProblem([{ kind: 'harvest', date: '2026-06-01' }], { kind: 'packing', date: '2026-06-01' })).toBeNull();
  });

  it('lets irrigation, fertilization and spraying come any day', () => {
    for (const kind of ['irrigation', 'fertilization', 'spraying', 'sowing', 'planting'] as const) expect(stageOrderProblem([], { kind, date: '2026-01-01' })).toBeNull();
  });
});
