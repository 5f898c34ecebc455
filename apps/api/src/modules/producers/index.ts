// Producers and production areas under /api/v1 (spec §2 "Producer and prescription
// routes", §3, §6): the member's own records only. Paths are our design in the style of
// spec §7, listed in docs/api.md "Producers and production areas".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptImportFiles, postImport } from '../../platform/crud';
import { deleteOne } from './delete-record';
import { getAreaWeather } from './get-area-weather';
import { getExport } from './get-export';
import { getList } from './get-list';
import { getOne } from './get-record';
import { patchArchive } from './patch-archive';
import { postOne } from './post-record';
import { putOne } from './put-record';
import { sections } from './records';

const filters =
  'Süzgeçler (spec §3 "Farmer filter credentials"): farmerName, farmerSurname, farmAreaName, plantName (Türkçe harf duyarsız "içerir"), plantId, plantingType, provinceName, areaType; archived=true yalnızca arşivdekiler, false yalnızca etkinler. Arama (search) ad, soyad, TC/VKN, telefon, alan adı ve bitki adında Türkçe kurallarıyla yapılır; sayfalama ve sıralama veritabanında.';

export const producersModule: FastifyPluginAsyncZod = async (app) => {
  acceptImportFiles(app);
  const { producer, area } = sections;
  // Static paths (export, import) before the `:id` ones read better; Fastify prefers them anyway.
  await app.register(getExport(producer));
  await app.register(postImport(producer));
  await app.register(getList(producer, `Üyenin üreticileri. ${filters} Bir üretici, alanlarından biri alan süzgeçlerinin hepsine uyuyorsa listelenir.`));
  await app.register(getOne(producer));
  await app.register(postOne(producer, 'Şahıs (TC kimlik no) ya da şirket (VKN) üretici; kontrol haneleri, cep telefonu ve il/ilçe/mahalle denetlenir. Aynı TC/VKN üyede ikinci kez kaydedilemez (400, alan hatası).'));
  await app.register(putOne(producer, 'Üreticinin tüm alanları yeniden gönderilir.'));
  await app.register(patchArchive(producer));
  await app.register(deleteOne(producer));

  await app.register(getExport(area));
  await app.register(postImport(area));
  await app.register(getList(area, `Üyenin bütün üretim alanları (producerId ile bir üreticinin alanları; owner=member kurumsal alanlar). ${filters}`));
  await app.register(getOne(area));
  await app.register(
    postOne(
      area,
      'producerId null ise alan kurumsal üyenin kendisinindir. Örtü yalnızca seralar için; hasat tarihi dikimden önce olamaz. Sınır (polygon, GeoJSON) verilirse dekar ve merkez noktası sunucuda jeodezik olarak hesaplanır; verilmezse dekar elle girilir.',
    ),
  );
  await app.register(putOne(area, 'Alanın tüm alanları yeniden gönderilir; sınır değişirse dekar ve merkez yeniden hesaplanır.'));
  await app.register(patchArchive(area));
  await app.register(deleteOne(area));
  await app.register(getAreaWeather);
};

/** The sections' validation and column values, for the demo seed (seed/seed-demo-producers.ts). */
export { areaSection } from './area-section';
export { producerSection } from './producer-section';
