/** What the drugs area's server modules offer other areas (inside the area, import files directly). */
export { ledgerMismatches, moveStock } from './ledger/ledger';
