import { describeSection } from '../../../platform/crud/section-suite';
import { groupSuiteOptions } from './catalogue-fixtures';
import { createLicence } from './test-fixtures';

describeSection(
  'ruhsat-grup-tanimi (spec §2)',
  groupSuiteOptions('/api/v1/definition/license-group', 'license-group', async ({ app }, id) => {
    await createLicence(app, { licenceGroupId: id, tradeName: 'Grup Testi 25 EC' });
    return { mentions: 'ruhsat (ör. Grup Testi 25 EC)' };
  }),
);
