import type { BloodBank, BloodGroup, ManagedBloodBank } from '@grant/shared';
import type { BloodBankRow, BloodBankStockRow } from '../../db/schema/index';

type WithStock = BloodBankRow & { stock: (BloodBankStockRow & { stale: boolean })[] };

export const toBloodBank = (row: WithStock): BloodBank => ({
  _id: row.id,
  name: row.name,
  division: row.division,
  district: row.district,
  address: row.address,
  phone: row.phone,
  openingHours: row.openingHours,
  // Empty is none: the English shows on Bangla pages.
  nameBn: row.nameBn || null,
  addressBn: row.addressBn || null,
  openingHoursBn: row.openingHoursBn || null,
  stock: row.stock.map((figure) => ({
    blood: figure.blood as BloodGroup,
    units: figure.units,
    updatedAt: figure.updatedAt.toISOString(),
    stale: figure.stale,
  })),
});

export const toManagedBloodBank = (row: WithStock & { managers: { id: string; name: string; email: string }[] }): ManagedBloodBank => ({
  ...toBloodBank(row),
  managers: row.managers.map((manager) => ({ _id: manager.id, name: manager.name, email: manager.email })),
});
