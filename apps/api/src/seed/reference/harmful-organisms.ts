// SAMPLE reference data (Örnek veri): real pests, diseases and weeds of Turkish crops.
import { HarmfulOrganismType } from '@portal/contracts';

export interface SampleHarmfulOrganism {
  name: string;
  latinName: string;
  type: HarmfulOrganismType;
}

const { Disease, Harmful, Weed } = HarmfulOrganismType;
const o = (type: HarmfulOrganismType) => (name: string, latinName: string): SampleHarmfulOrganism => ({ name, latinName, type });
const pest = o(Harmful);
const disease = o(Disease);
const weed = o(Weed);

export const SAMPLE_HARMFUL_ORGANISMS: readonly SampleHarmfulOrganism[] = [
  // Pests (zararlılar)
  pest('Domates güvesi', 'Tuta absoluta'),
  pest('Yeşil şeftali yaprakbiti', 'Myzus persicae'),
  pest('Pamuk yaprakbiti', 'Aphis gossypii'),
  pest('İki noktalı kırmızı örümcek', 'Tetranychus urticae'),
  pest('Avrupa kırmızı örümceği', 'Panonychus ulmi'),
  pest('Tütün beyazsineği', 'Bemisia tabaci'),
  pest('Sera beyazsineği', 'Trialeurodes vaporariorum'),
  pest('Batı çiçek tripsi', 'Frankliniella occidentalis'),
  pest('Elma içkurdu', 'Cydia pomonella'),
  pest('Doğu meyve güvesi', 'Grapholita molesta'),
  pest('Zeytin sineği', 'Bactrocera oleae'),
  pest('Akdeniz meyve sineği', 'Ceratitis capitata'),
  pest('Kiraz sineği', 'Rhagoletis cerasi'),
  pest('Salkım güvesi', 'Lobesia botrana'),
  pest('Armut psillidi', 'Cacopsylla pyri'),
  pest('Pamuk yaprak kurdu', 'Spodoptera littoralis'),
  pest('Yeşilkurt', 'Helicoverpa armigera'),
  pest('Patates böceği', 'Leptinotarsa decemlineata'),
  pest('Süne', 'Eurygaster integriceps'),
  pest('Fındık kurdu', 'Curculio nucum'),
  pest('Kahverengi kokarca', 'Halyomorpha halys'),
  pest('Turunçgil unlubiti', 'Planococcus citri'),
  // Diseases (hastalıklar)
  disease('Bağ mildiyösü', 'Plasmopara viticola'),
  disease('Bağ küllemesi', 'Erysiphe necator'),
  disease('Kurşuni küf', 'Botrytis cinerea'),
  disease('Elma karalekesi', 'Venturia inaequalis'),
  disease('Armut karalekesi', 'Venturia pyrina'),
  disease('Elma küllemesi', 'Podosphaera leucotricha'),
  disease('Domates mildiyösü', 'Phytophthora infestans'),
  disease('Patates mildiyösü', 'Phytophthora infestans'),
  disease('Erken yaprak yanıklığı', 'Alternaria solani'),
  disease('Domates küllemesi', 'Leveillula taurica'),
  disease('Kabakgil küllemesi', 'Podosphaera xanthii'),
  disease('Hıyar mildiyösü', 'Pseudoperonospora cubensis'),
  disease('Zeytin halkalı leke hastalığı', 'Venturia oleaginea'),
  disease('Sarı pas', 'Puccinia striiformis'),
  disease('Kahverengi pas', 'Puccinia triticina'),
  disease('Septorya yaprak lekesi', 'Zymoseptoria tritici'),
  disease('Şeftali yaprak kıvırcıklığı', 'Taphrina deformans'),
  disease('Monilya', 'Monilinia laxa'),
  // Weeds (yabancı otlar)
  weed('Yabani yulaf', 'Avena sterilis'),
  weed('Kışlık tilkikuyruğu', 'Alopecurus myosuroides'),
  weed('Delice', 'Lolium temulentum'),
  weed('Yabani hardal', 'Sinapis arvensis'),
  weed('Gelincik', 'Papaver rhoeas'),
  weed('Kanyaş', 'Sorghum halepense'),
  weed('Köpekdişi ayrığı', 'Cynodon dactylon'),
  weed('Horozibiği', 'Amaranthus retroflexus'),
  weed('Sirken', 'Chenopodium album'),
  weed('Darıcan', 'Echinochloa crus-galli'),
  weed('Tarla sarmaşığı', 'Convolvulus arvensis'),
];
