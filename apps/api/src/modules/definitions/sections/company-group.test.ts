import { describeSection } from '../../../platform/crud/section-suite';
import { groupSuiteOptions } from './catalogue-fixtures';
import { createCompany } from './test-fixtures';

describeSection(
  'firma-grup-tanimi (spec §2)',
  groupSuiteOptions('/api/v1/definition/company-group', 'company-group', async ({ app }, id) => {
    await createCompany(app, { companyGroupId: id, name: 'Grup Üyesi Tarım A.Ş.' });
    return { mentions: 'firma (ör. Grup Üyesi Tarım A.Ş.)' };
  }),
);
