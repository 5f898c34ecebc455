// ruhsat-grup-tanimi (DESIGN.md §8 "licence group"): İnsektisit, Fungisit, Herbisit…
import { groupView } from './group-view';

export const licenseGroupView = groupView('ruhsat-grup-tanimi', 'Ruhsatlı ürünlerin etki gruplarıdır (insektisit, fungisit, herbisit…).', 'ör. Fungisit');
