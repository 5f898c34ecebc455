// An XLSX far past the row limit is refused after reading just past the limit,
// and the server goes on answering while it reads.
import { DefinitionErrorCode, ImportContentType, MAX_IMPORT_ROWS, Role } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, type TestApp } from '../../test-support';
import { writeLargeXlsx } from '../../test-support/large-xlsx';

describe('the XLSX import row limit', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  let body: Buffer;

  beforeAll(async () => {
    app = await buildTestApp();
    auth = await as(app, Role.BestnetDataLogger);
    ({ body } = await writeLargeXlsx(['Bitki Adı', 'Latince Adı', 'AB Ürün Kodu'], 2_000_000));
  }, 120_000);
  afterAll(() => app?.close());

  it('refuses a 2,000,000-row file within seconds while /health keeps answering', async () => {
    let finished = false;
    const started = Date.now();
    const importing = app
      .inject({ method: 'POST', url: '/api/v1/definition/plant/import?mode=preview', headers: { ...auth, 'content-type': ImportContentType.xlsx }, payload: body })
      .finally(() => (finished = true));
    // Health checks one after another for as long as the import runs: each must answer, and
    // some must answer before the import is done (the parse does not hold the event loop).
    const answeredDuring: number[] = [];
    while (!finished && Date.now() - started < 30_000) {
      const sent = Date.now();
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(200);
      if (!finished) answeredDuring.push(Date.now() - sent);
      // A monitor's pace, not a flood: the test database runs in this process too.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const res = await importing;
    const took = Date.now() - started;
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe(DefinitionErrorCode.ImportUnreadable);
    expect(res.json().message).toContain(`en fazla ${MAX_IMPORT_ROWS.toLocaleString('tr-TR')} satır`);
    // Generous bounds for a busy CI machine; loading the file whole took 30 s and blocked /health 20 s.
    expect(took).toBeLessThan(15_000);
    expect(answeredDuring.length).toBeGreaterThan(0);
    expect(Math.max(...answeredDuring)).toBeLessThan(3_000);
  }, 60_000);
});
