// SAMPLE reference data (Örnek veri): real crops with their Latin names and EU product
// codes (Reg. (EC) No 396/2005 Annex I), which join the MRL products.
export interface SamplePlant {
  name: string;
  latinName: string;
  euCode: string;
  /** The MRL product's name (Annex I wording, in Turkish). */
  mrlName: string;
}

const p = (name: string, latinName: string, euCode: string, mrlName = name): SamplePlant => ({ name, latinName, euCode, mrlName });

export const SAMPLE_PLANTS: readonly SamplePlant[] = [
  // Vegetables
  p('Domates', 'Solanum lycopersicum', '0231010'),
  p('Biber', 'Capsicum annuum', '0231020', 'Biber (tatlı)'),
  p('Patlıcan', 'Solanum melongena', '0231030'),
  p('Hıyar', 'Cucumis sativus', '0232010'),
  p('Kabak', 'Cucurbita pepo', '0232030', 'Kabak (sakız)'),
  p('Kavun', 'Cucumis melo', '0233010'),
  p('Karpuz', 'Citrullus lanatus', '0233030'),
  p('Marul', 'Lactuca sativa', '0251020'),
  p('Ispanak', 'Spinacia oleracea', '0252010'),
  p('Lahana', 'Brassica oleracea var. capitata', '0242020', 'Baş lahana'),
  p('Fasulye (taze)', 'Phaseolus vulgaris', '0260010', 'Fasulye (kabuklu, taze)'),
  p('Patates', 'Solanum tuberosum', '0211000'),
  p('Soğan', 'Allium cepa', '0220020', 'Kuru soğan'),
  p('Sarımsak', 'Allium sativum', '0220010'),
  p('Havuç', 'Daucus carota', '0213020'),
  // Fruit
  p('Çilek', 'Fragaria × ananassa', '0152000'),
  p('Elma', 'Malus domestica', '0130010'),
  p('Armut', 'Pyrus communis', '0130020'),
  p('Ayva', 'Cydonia oblonga', '0130030'),
  p('Kiraz', 'Prunus avium', '0140020'),
  p('Kayısı', 'Prunus armeniaca', '0140010'),
  p('Şeftali', 'Prunus persica', '0140030', 'Şeftali (nektarin dahil)'),
  p('Erik', 'Prunus domestica', '0140040'),
  p('Üzüm (sofralık)', 'Vitis vinifera', '0151010', 'Sofralık üzüm'),
  p('Üzüm (şaraplık)', 'Vitis vinifera', '0151020', 'Şaraplık üzüm'),
  p('Zeytin (yağlık)', 'Olea europaea', '0402010', 'Yağlık zeytin'),
  p('Zeytin (sofralık)', 'Olea europaea', '0161030', 'Sofralık zeytin'),
  p('Portakal', 'Citrus sinensis', '0110020'),
  p('Limon', 'Citrus limon', '0110030'),
  p('Mandarin', 'Citrus reticulata', '0110050'),
  // Nuts
  p('Fındık', 'Corylus avellana', '0120060'),
  p('Antep fıstığı', 'Pistacia vera', '0120100'),
  p('Ceviz', 'Juglans regia', '0120110'),
  // Field crops
  p('Buğday', 'Triticum aestivum', '0500090'),
  p('Arpa', 'Hordeum vulgare', '0500010'),
  p('Mısır', 'Zea mays', '0500030', 'Mısır (dane)'),
  p('Çeltik', 'Oryza sativa', '0500060', 'Pirinç (çeltik)'),
  p('Pamuk', 'Gossypium hirsutum', '0401090', 'Pamuk tohumu'),
  p('Ayçiçeği', 'Helianthus annuus', '0401050', 'Ayçiçeği tohumu'),
  p('Şeker pancarı', 'Beta vulgaris subsp. vulgaris', '0900010', 'Şeker pancarı (kök)'),
  p('Mercimek', 'Lens culinaris', '0300020', 'Mercimek (kuru)'),
  p('Çay', 'Camellia sinensis', '0610000'),
];
