// The TRC field screens' addresses (the patterns are the contracts' route table's).
export const TRC_HOME_PATH = '/anasayfa';
export const LOTS_PATH = '/partiler';
export const NEW_LOT_PATH = '/partiler/ekle';
export const lotPath = (id: number) => `/partiler/${id}`;
export const newStagePath = (id: number) => `/partiler/${id}/asama-ekle`;
export const editLotPath = (id: number) => `/partiler/guncelle/${id}`;
