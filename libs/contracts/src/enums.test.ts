import { describe, expect, it } from 'vitest';
import {
  AppCode,
  AreaType,
  ContactMethod,
  GreenhouseCover,
  HarmfulOrganismType,
  LegacyAreaType,
  MembershipState,
  MemberType,
  MemberTypeFilterIndividual,
  NoteCategory,
  NoteSeverity,
  Origin,
  OwnerKind,
  PrescriptionKind,
  PrescriptionStatus,
  Role,
  roleSchema,
  StatusFilter,
} from './enums';

describe('spec §3 enumerations keep their exact numeric codes', () => {
  it('§3 plant/area type: Greenhouse 0, Field 1, Garden 2, Orchard 3', () => {
    expect(AreaType).toEqual({ Greenhouse: 0, Field: 1, Garden: 2, Orchard: 3 });
  });
  it('§3 older area type: Greenhouse, Field, Vineyard, Garden in that order', () => {
    expect(Object.keys(LegacyAreaType)).toEqual(['Greenhouse', 'Field', 'Vineyard', 'Garden']);
    expect(Object.values(LegacyAreaType)).toEqual([0, 1, 2, 3]);
  });
  it('§3 greenhouse cover: Glass 0, Plastic 1', () => {
    expect(GreenhouseCover).toEqual({ Glass: 0, Plastic: 1 });
  });
  it('§3 harmful organism type: Disease 0, Harmful 1, Weed 2', () => {
    expect(HarmfulOrganismType).toEqual({ Disease: 0, Harmful: 1, Weed: 2 });
  });
  it('§3 membership state: Active 0, Canceled 1, InDemo 2, InDemoAdditional 3, ExtendDate 4', () => {
    expect(MembershipState).toEqual({ Active: 0, Canceled: 1, InDemo: 2, InDemoAdditional: 3, ExtendDate: 4 });
  });
  it('§3 origin: Manufactured 0, Imported 1', () => {
    expect(Origin).toEqual({ Manufactured: 0, Imported: 1 });
  });
  it('§3 note category and severity', () => {
    expect(NoteCategory).toEqual(['fertilization', 'care', 'general']);
    expect(NoteSeverity).toEqual(['info', 'warning', 'attention']);
  });
  it('§3 archive/owner kind: Farmer 1, ArchivedFarmer 2, FarmArea 3, ArchivedFarmArea 4', () => {
    expect(OwnerKind).toEqual({ Farmer: 1, ArchivedFarmer: 2, FarmArea: 3, ArchivedFarmArea: 4 });
  });
  it('§3 prescription kind: Producer 0, ProductionArea 1, Fast 2, Fertilization 4, FertilizationToProducer 5', () => {
    expect(PrescriptionKind).toEqual({ Producer: 0, ProductionArea: 1, Fast: 2, Fertilization: 4, FertilizationToProducer: 5 });
  });
  it('§3 prescription status 0 means archived', () => {
    expect(PrescriptionStatus.Archived).toBe(0);
  });
  it('§3 contact method: email or phone', () => {
    expect(ContactMethod).toEqual(['email', 'phone']);
  });
  it('§3 member type: BU 0, TS 1, ZB 2, KP 3, RD 4, AK 5, DK 6; the individual filter option is 0', () => {
    expect(MemberType).toEqual({ BU: 0, TS: 1, ZB: 2, KP: 3, RD: 4, AK: 5, DK: 6 });
    expect(MemberTypeFilterIndividual).toBe(0);
  });
  it('§3 status filter: true active, false passive', () => {
    expect(StatusFilter).toEqual({ Active: true, Passive: false });
  });
  it('§3 application enumeration: Src 0, Rct 1, Trc 2', () => {
    expect(AppCode).toEqual({ Src: 0, Rct: 1, Trc: 2 });
  });
  it('§3 account role codes: User 0, Admin 1, operator roles 10 admin, 11 operator, 12 data logger, 13 sales, 14 support', () => {
    expect(Role.User).toBe(0);
    expect(Role.Admin).toBe(1);
    expect(Role.BestnetAdmin).toBe(10);
    expect(Role.BestnetOperator).toBe(11);
    expect(Role.BestnetDataLogger).toBe(12);
    expect(Role.BestnetSales).toBe(13);
    expect(Role.BestnetSupport).toBe(14);
  });
  it('§3 professional role codes: Danisman 20, Mühendis 21, Tekniker 22', () => {
    expect(Role.Danisman).toBe(20);
    expect(Role.Muhendis).toBe(21);
    expect(Role.Tekniker).toBe(22);
  });
  it('§3 the role schema accepts only the listed codes', () => {
    expect(roleSchema.safeParse(21).success).toBe(true);
    expect(roleSchema.safeParse(2).success).toBe(false);
    expect(roleSchema.safeParse('21').success).toBe(false);
  });
});
