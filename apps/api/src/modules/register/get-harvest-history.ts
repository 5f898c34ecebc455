// GET register/harvest/{id}/history: every step of the record, newest first, with what it changed.
import { harvestOfMember } from './harvests';
import { historyRoute } from './history-route';

export const getHarvestHistory = historyRoute('harvest', 'Hasat kaydının geçmişi', harvestOfMember);
