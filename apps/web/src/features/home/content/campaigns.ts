import type { Text } from '../../../i18n/locale';
import dhaka from '../assets/campaign-dhaka.svg';
import hospital from '../assets/campaign-hospital.svg';
import night from '../assets/campaign-night.svg';
import rural from '../assets/campaign-rural.svg';
import thalassemia from '../assets/campaign-thalassemia.svg';
import university from '../assets/campaign-university.svg';

/** The texts are English, shown through `t` (features/home/home.bn.ts has their Bangla). */
export interface Campaign {
  image: string;
  imageAlt: Text;
  date: Text;
  title: Text;
  description: Text;
  time: Text;
  location: Text;
}

/** The spec's static 'Popular Campaigns': three slides of two cards. */
export const CAMPAIGNS: readonly Campaign[] = [
  {
    image: dhaka,
    imageAlt: 'A white blood drop on a red background',
    date: '16 December 2026',
    title: 'Victory Day blood drive',
    description: 'Give blood on Victory Day and help the city’s hospitals through the winter.',
    time: '9:00 AM – 4:00 PM',
    location: 'Central Shaheed Minar, Dhaka',
  },
  {
    image: university,
    imageAlt: 'A graduation cap on an orange background',
    date: '20 December 2026',
    title: 'Campus donors week',
    description: 'Students and teachers donate together; first-time donors are welcome.',
    time: '10:00 AM – 3:00 PM',
    location: 'University of Chittagong',
  },
  {
    image: hospital,
    imageAlt: 'A red medical cross on a teal card',
    date: '5 January 2027',
    title: 'Hospital reserve drive',
    description: 'Refill the blood bank of the largest public hospital in the north.',
    time: '8:30 AM – 2:00 PM',
    location: 'Rajshahi Medical College Hospital',
  },
  {
    image: rural,
    imageAlt: 'A small house on a green background',
    date: '18 January 2027',
    title: 'Village health camp',
    description: 'Free health check and blood grouping, with a donation corner for adults.',
    time: '9:00 AM – 1:00 PM',
    location: 'Upazila Health Complex, Sunamganj',
  },
  {
    image: thalassemia,
    imageAlt: 'A heart with a pulse line on a purple background',
    date: '2 February 2027',
    title: 'Thalassemia support day',
    description: 'Children with thalassemia need blood every month. Become their regular donor.',
    time: '11:00 AM – 5:00 PM',
    location: 'Khulna Shishu Hospital',
  },
  {
    image: night,
    imageAlt: 'A crescent moon and stars on a blue background',
    date: '14 February 2027',
    title: 'After-work donation night',
    description: 'Cannot make it during the day? Donate in the evening, close to home.',
    time: '6:00 PM – 10:00 PM',
    location: 'Sylhet Osmani Medical College',
  },
];
