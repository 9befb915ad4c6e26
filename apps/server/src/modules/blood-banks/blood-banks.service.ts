import {
  BLOOD_BANK_TEXTS,
  BLOOD_GROUPS,
  type BloodBankQuery,
  type BloodGroup,
  type CreateBloodBankBody,
  compatibleDonorGroups,
  DISTRICT_NOT_IN_DIVISION,
  isDistrictInDivision,
  MESSAGES,
  STOCK_STALE_AFTER_HOURS,
  type StockUpdateBody,
  type UpdateBloodBankBody,
} from '@grant/shared';
import type { BloodBankRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { districtsNearestTo } from '../../lib/nearest-districts';
import { offsetWindowOf, type Paging } from '../../lib/paging';
import type { UserAccounts } from '../users/users.service';
import { bloodBanksPolicy } from './blood-banks.policy';
import type { BloodBanksRepository } from './blood-banks.repository';

/** The blood bank directory (issue 21): admins keep it, each bank's managers keep its stock, anyone asks who holds a group. */
export function createBloodBanksService(deps: { banks: BloodBanksRepository; users: Pick<UserAccounts, 'findByEmail'>; now?: () => Date }) {
  const { banks } = deps;
  const now = () => deps.now?.() ?? new Date();

  /** The banks with their stock in blood group order, each figure marked stale after 24 h. */
  async function withStock<T extends { id: string }>(rows: T[]) {
    const stock = await banks.stockOf(rows.map((row) => row.id));
    const staleBefore = now().getTime() - STOCK_STALE_AFTER_HOURS * 3_600_000;
    return rows.map((row) => ({
      ...row,
      stock: stock
        .filter((figure) => figure.bankId === row.id)
        .sort((a, b) => BLOOD_GROUPS.indexOf(a.blood as BloodGroup) - BLOOD_GROUPS.indexOf(b.blood as BloodGroup))
        .map((figure) => ({ ...figure, stale: figure.updatedAt.getTime() < staleBefore })),
    }));
  }

  /** One bank with its stock (a bank just read or written). */
  async function shown(row: BloodBankRow) {
    const [bank] = await withStock([row]);
    if (!bank) throw notFound(BLOOD_BANK_TEXTS.notFound);
    return bank;
  }

  async function existing(id: string) {
    const row = await banks.findById(id);
    if (!row) throw notFound(BLOOD_BANK_TEXTS.notFound);
    return row;
  }

  function keeper(actor: Actor) {
    if (!bloodBanksPolicy.canKeepDirectory(actor)) throw forbidden(MESSAGES.forbidden);
  }

  return {
    /** Who holds `blood` (or a group a patient of it can receive) near a place: nearest district first, fresh figures first. */
    async search(query: BloodBankQuery) {
      const groups = query.blood ? (query.match === 'compatible' ? compatibleDonorGroups(query.blood) : [query.blood]) : undefined;
      const page = await banks.search(
        {
          groups,
          division: query.division,
          nearest: query.district ? districtsNearestTo(query.district) : undefined,
          staleAfterHours: STOCK_STALE_AFTER_HOURS,
        },
        offsetWindowOf(query),
      );
      return { ...page, rows: await withStock(page.rows) };
    },

    async create(actor: Actor, body: CreateBloodBankBody) {
      keeper(actor);
      return { insertedId: await banks.insert(body) };
    },

    async update(actor: Actor, id: string, changes: UpdateBloodBankBody) {
      keeper(actor);
      const bank = await existing(id);
      const division = changes.division ?? bank.division;
      const district = changes.district ?? bank.district;
      // A new district alone must still be in the bank's division (and a new division needs its district).
      if ((changes.division || changes.district) && !isDistrictInDivision(district, division)) throw badRequest(DISTRICT_NOT_IN_DIVISION);
      const row = await banks.update(id, changes);
      if (!row) throw notFound(BLOOD_BANK_TEXTS.notFound);
      return shown(row);
    },

    /** The banks the caller manages (an admin: every bank), with their managers. */
    async managed(actor: Actor, paging: Paging) {
      const page = await banks.managedBy(bloodBanksPolicy.canKeepDirectory(actor) ? undefined : actor.id, offsetWindowOf(paging));
      const [rows, managers] = await Promise.all([withStock(page.rows), banks.managersOf(page.rows.map((row) => row.id))]);
      return { ...page, rows: rows.map((row) => ({ ...row, managers: managers.filter((m) => m.bankId === row.id) })) };
    },

    /** A manager (or an admin) says how many units of each group the bank holds now. */
    async setStock(actor: Actor, id: string, body: StockUpdateBody) {
      await existing(id);
      if (!bloodBanksPolicy.canUpdateStock(actor, await banks.isManager(id, actor.id))) throw forbidden(BLOOD_BANK_TEXTS.notManager);
      await banks.setStock(id, body.stock, actor.id);
      return shown(await existing(id));
    },

    async addManager(actor: Actor, id: string, email: string) {
      keeper(actor);
      await existing(id);
      const person = await deps.users.findByEmail(email);
      if (person?.status !== 'Active') throw notFound(BLOOD_BANK_TEXTS.managerNotFound);
      if (!(await banks.addManager(id, person.id))) throw conflict(BLOOD_BANK_TEXTS.alreadyManager);
    },

    async removeManager(actor: Actor, id: string, userId: string) {
      keeper(actor);
      if (!(await banks.removeManager(id, userId))) throw notFound(BLOOD_BANK_TEXTS.notAManager);
    },
  };
}

export type BloodBanksService = ReturnType<typeof createBloodBanksService>;
