import { BLOOD_GROUPS } from '@grant/shared';
import type { Database } from '../client';
import { bloodBankManagers, bloodBankStock, bloodBanks, type UserRow } from '../schema/index';

const HOUR_MS = 3_600_000;

/** [name, division, district, address, phone, hours since its stock was last confirmed, name and address in Bangla]. */
const BANKS: ReadonlyArray<[string, string, string, string, string, number, string, string]> = [
  ['Dhaka Medical College blood bank', 'Dhaka', 'Dhaka', 'Bakshibazar, Dhaka', '02-55165088', 2, 'ঢাকা মেডিকেল কলেজ ব্লাড ব্যাংক', 'বকশীবাজার, ঢাকা'],
  ['Sandhani, Dhaka Dental College', 'Dhaka', 'Dhaka', 'Mirpur 14, Dhaka', '02-9011887', 5, 'সন্ধানী, ঢাকা ডেন্টাল কলেজ', 'মিরপুর ১৪, ঢাকা'],
  [
    'Shaheed Tajuddin Ahmad Medical College blood bank',
    'Dhaka',
    'Gazipur',
    'Joydebpur, Gazipur',
    '02-9263418',
    30,
    'শহীদ তাজউদ্দীন আহমদ মেডিকেল কলেজ ব্লাড ব্যাংক',
    'জয়দেবপুর, গাজীপুর',
  ],
  [
    'Chattogram Medical College blood bank',
    'Chattagram',
    'Chattogram',
    'Panchlaish, Chattogram',
    '031-630335',
    1,
    'চট্টগ্রাম মেডিকেল কলেজ ব্লাড ব্যাংক',
    'পাঁচলাইশ, চট্টগ্রাম',
  ],
  [
    'Cumilla Medical College blood bank',
    'Chattagram',
    'Comilla',
    'Kuchaitoli, Comilla',
    '081-65152',
    12,
    'কুমিল্লা মেডিকেল কলেজ ব্লাড ব্যাংক',
    'কুচাইতলী, কুমিল্লা',
  ],
  [
    'Rajshahi Medical College blood bank',
    'Rajshahi',
    'Rajshahi',
    'Laxmipur, Rajshahi',
    '0721-772150',
    3,
    'রাজশাহী মেডিকেল কলেজ ব্লাড ব্যাংক',
    'লক্ষ্মীপুর, রাজশাহী',
  ],
  ['Khulna Medical College blood bank', 'Khulna', 'Khulna', 'Boyra, Khulna', '041-760350', 40, 'খুলনা মেডিকেল কলেজ ব্লাড ব্যাংক', 'বয়রা, খুলনা'],
  [
    'Sher-e-Bangla Medical College blood bank',
    'Barishal',
    'Barishal',
    'Band Road, Barishal',
    '0431-2173547',
    6,
    'শের-ই-বাংলা মেডিকেল কলেজ ব্লাড ব্যাংক',
    'বান্ড রোড, বরিশাল',
  ],
  [
    'Sylhet MAG Osmani Medical College blood bank',
    'Sylhet',
    'Sylhet',
    'Medical Road, Sylhet',
    '0821-713667',
    8,
    'সিলেট এম এ জি ওসমানী মেডিকেল কলেজ ব্লাড ব্যাংক',
    'মেডিকেল রোড, সিলেট',
  ],
  ['Rangpur Medical College blood bank', 'Rangpur', 'Rangpur', 'Dhap, Rangpur', '0521-63288', 20, 'রংপুর মেডিকেল কলেজ ব্লাড ব্যাংক', 'ধাপ, রংপুর'],
  [
    'Mymensingh Medical College blood bank',
    'Mymensingh',
    'Mymensingh',
    'Charpara, Mymensingh',
    '091-66063',
    4,
    'ময়মনসিংহ মেডিকেল কলেজ ব্লাড ব্যাংক',
    'চরপাড়া, ময়মনসিংহ',
  ],
  [
    'Bogura Shaheed Ziaur Rahman Medical College blood bank',
    'Rajshahi',
    'Bogura',
    'Shajahanpur, Bogura',
    '051-66078',
    50,
    'বগুড়া শহীদ জিয়াউর রহমান মেডিকেল কলেজ ব্লাড ব্যাংক',
    'শাজাহানপুর, বগুড়া',
  ],
];

/**
 * A dozen banks across the divisions, each with units of every group (some none), confirmed from an
 * hour to two days ago (so some figures are stale); the demo volunteer manages Dhaka Medical College's.
 */
export async function seedDemoBloodBanks(db: Database, people: readonly UserRow[], now = Date.now()): Promise<number> {
  const manager = people.find((p) => p.role === 'volunteer');
  for (const [index, [name, division, district, address, phone, hoursAgo, nameBn, addressBn]] of BANKS.entries()) {
    const [bank] = await db
      .insert(bloodBanks)
      .values({
        name,
        nameBn,
        division,
        district,
        address,
        addressBn,
        phone,
        openingHours: 'Every day, 8:00 to 20:00',
        openingHoursBn: 'প্রতিদিন, সকাল ৮টা থেকে রাত ৮টা',
      })
      .returning({ id: bloodBanks.id });
    if (!bank) continue;
    const updatedAt = new Date(now - hoursAgo * HOUR_MS);
    await db.insert(bloodBankStock).values(
      // Rarer groups, fewer units; every few banks has none of a group.
      BLOOD_GROUPS.map((blood, g) => ({
        bankId: bank.id,
        blood,
        units: (index * 7 + g * 5) % 11 === 0 ? 0 : ((index + 3) * (g + 2)) % 17,
        updatedAt,
      })),
    );
    if (index === 0 && manager) await db.insert(bloodBankManagers).values({ bankId: bank.id, userId: manager.id });
  }
  return BANKS.length;
}
