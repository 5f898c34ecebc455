// Producers and production areas (spec §2 "Producer and prescription routes", §3
// "Farmer", "Production area", §4 "Farmers and areas"): the screens and what other features reuse.
import { createElement, type ReactElement } from 'react';
import { AreaFormPage } from './pages/area-form-page';
import { ProducerFormPage } from './pages/producer-form-page';
import { ProducerListPage } from './pages/producer-list-page';
import { ProducerPatterns } from './paths';

export { ProducerPatterns } from './paths';
export { farmerStateAtom, type FarmerState } from './state/farmer-slice';
export { MapModal } from './components/map-modal';
export { WeatherPanel, weatherCodeText } from './components/weather-panel';
// The calls other features reuse (the prescriptions feature: its editor, filters and attach modals).
export { useProducer } from './api/get-producer';
export { useProductionArea } from './api/get-production-area';
export { useProducerOptions } from './api/get-producer-options';
export { useAreaWeather } from './api/get-area-weather';
export { areaEditPath } from './paths';

/** The producer screens by route pattern, for createPortalRoutes({ pages }). */
export const producerPages: Record<string, ReactElement> = {
  [ProducerPatterns.list]: createElement(ProducerListPage),
  [ProducerPatterns.add]: createElement(ProducerFormPage),
  [ProducerPatterns.edit]: createElement(ProducerFormPage),
  [ProducerPatterns.areaAdd]: createElement(AreaFormPage),
  [ProducerPatterns.areaEditCorporate]: createElement(AreaFormPage),
  [ProducerPatterns.areaEdit]: createElement(AreaFormPage),
};
