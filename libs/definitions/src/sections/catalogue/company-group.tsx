// firma-grup-tanimi (DESIGN.md §8 "company group"): groups of licence companies.
import { groupView } from './group-view';

export const companyGroupView = groupView('firma-grup-tanimi', 'Ruhsat firmalarının gruplarıdır (yerli üreticiler, ithalatçılar…).', 'ör. Yerli üreticiler');
