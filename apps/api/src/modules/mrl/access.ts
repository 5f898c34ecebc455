// The MRL page is open to every signed-in session (spec §6 `mrl`); the definition routes under
// mrl/* stay with the data roles.
export const TAG = 'MRL Sorgulama';
