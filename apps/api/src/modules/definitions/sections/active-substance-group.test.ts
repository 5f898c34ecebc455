import { describeSection } from '../../../platform/crud/section-suite';
import { createActiveSubstance, groupSuiteOptions } from './catalogue-fixtures';

describeSection(
  'aktif-madde-grup-tanimi (spec §2)',
  groupSuiteOptions('/api/v1/definition/active-substance-group', 'active-substance-group', async ({ app }, id) => {
    await createActiveSubstance(app, { activeSubstanceGroupId: id, name: 'Deltamethrin Test' });
    return { mentions: 'aktif madde (ör. Deltamethrin Test)' };
  }),
);
