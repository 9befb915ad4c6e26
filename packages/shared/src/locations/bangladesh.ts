/** Bangladesh's 8 divisions and 64 districts (ids as in the open bd-geocode dataset). */
export interface Division {
  id: string;
  name: string;
  bnName: string;
}

export interface District {
  id: string;
  divisionId: string;
  name: string;
  bnName: string;
  lat: number;
  lon: number;
}

export const DIVISIONS: readonly Division[] = [
  { id: '1', name: 'Chattagram', bnName: 'চট্টগ্রাম' },
  { id: '2', name: 'Rajshahi', bnName: 'রাজশাহী' },
  { id: '3', name: 'Khulna', bnName: 'খুলনা' },
  { id: '4', name: 'Barishal', bnName: 'বরিশাল' },
  { id: '5', name: 'Sylhet', bnName: 'সিলেট' },
  { id: '6', name: 'Dhaka', bnName: 'ঢাকা' },
  { id: '7', name: 'Rangpur', bnName: 'রংপুর' },
  { id: '8', name: 'Mymensingh', bnName: 'ময়মনসিংহ' },
];

/**
 * District headquarters coordinates are approximate (4 decimals). The dataset has no coordinates
 * for Manikganj, Munshiganj and Lalmonirhat; those three are filled in by hand.
 */
export const DISTRICTS: readonly District[] = [
  { id: '1', divisionId: '1', name: 'Comilla', bnName: 'কুমিল্লা', lat: 23.4683, lon: 91.1788 },
  { id: '2', divisionId: '1', name: 'Feni', bnName: 'ফেনী', lat: 23.0232, lon: 91.3841 },
  { id: '3', divisionId: '1', name: 'Brahmanbaria', bnName: 'ব্রাহ্মণবাড়িয়া', lat: 23.9571, lon: 91.1119 },
  { id: '4', divisionId: '1', name: 'Rangamati', bnName: 'রাঙ্গামাটি', lat: 22.6556, lon: 92.1754 },
  { id: '5', divisionId: '1', name: 'Noakhali', bnName: 'নোয়াখালী', lat: 22.8696, lon: 91.0994 },
  { id: '6', divisionId: '1', name: 'Chandpur', bnName: 'চাঁদপুর', lat: 23.2333, lon: 90.6713 },
  { id: '7', divisionId: '1', name: 'Lakshmipur', bnName: 'লক্ষ্মীপুর', lat: 22.9425, lon: 90.8412 },
  { id: '8', divisionId: '1', name: 'Chattogram', bnName: 'চট্টগ্রাম', lat: 22.3351, lon: 91.8341 },
  { id: '9', divisionId: '1', name: 'Coxsbazar', bnName: 'কক্সবাজার', lat: 21.4432, lon: 91.9738 },
  { id: '10', divisionId: '1', name: 'Khagrachhari', bnName: 'খাগড়াছড়ি', lat: 23.1193, lon: 91.9847 },
  { id: '11', divisionId: '1', name: 'Bandarban', bnName: 'বান্দরবান', lat: 22.1953, lon: 92.2184 },
  { id: '12', divisionId: '2', name: 'Sirajganj', bnName: 'সিরাজগঞ্জ', lat: 24.4534, lon: 89.7007 },
  { id: '13', divisionId: '2', name: 'Pabna', bnName: 'পাবনা', lat: 23.9985, lon: 89.2336 },
  { id: '14', divisionId: '2', name: 'Bogura', bnName: 'বগুড়া', lat: 24.8465, lon: 89.3778 },
  { id: '15', divisionId: '2', name: 'Rajshahi', bnName: 'রাজশাহী', lat: 24.3723, lon: 88.5631 },
  { id: '16', divisionId: '2', name: 'Natore', bnName: 'নাটোর', lat: 24.4206, lon: 89.0003 },
  { id: '17', divisionId: '2', name: 'Joypurhat', bnName: 'জয়পুরহাট', lat: 25.0964, lon: 89.04 },
  { id: '18', divisionId: '2', name: 'Chapainawabganj', bnName: 'চাঁপাইনবাবগঞ্জ', lat: 24.5965, lon: 88.2775 },
  { id: '19', divisionId: '2', name: 'Naogaon', bnName: 'নওগাঁ', lat: 24.8326, lon: 88.9249 },
  { id: '20', divisionId: '3', name: 'Jashore', bnName: 'যশোর', lat: 23.1664, lon: 89.2081 },
  { id: '21', divisionId: '3', name: 'Satkhira', bnName: 'সাতক্ষীরা', lat: 22.7183, lon: 89.0686 },
  { id: '22', divisionId: '3', name: 'Meherpur', bnName: 'মেহেরপুর', lat: 23.7622, lon: 88.6318 },
  { id: '23', divisionId: '3', name: 'Narail', bnName: 'নড়াইল', lat: 23.1725, lon: 89.5127 },
  { id: '24', divisionId: '3', name: 'Chuadanga', bnName: 'চুয়াডাঙ্গা', lat: 23.6402, lon: 88.8418 },
  { id: '25', divisionId: '3', name: 'Kushtia', bnName: 'কুষ্টিয়া', lat: 23.9013, lon: 89.1205 },
  { id: '26', divisionId: '3', name: 'Magura', bnName: 'মাগুরা', lat: 23.4873, lon: 89.42 },
  { id: '27', divisionId: '3', name: 'Khulna', bnName: 'খুলনা', lat: 22.8158, lon: 89.5687 },
  { id: '28', divisionId: '3', name: 'Bagerhat', bnName: 'বাগেরহাট', lat: 22.6516, lon: 89.7859 },
  { id: '29', divisionId: '3', name: 'Jhenaidah', bnName: 'ঝিনাইদহ', lat: 23.5448, lon: 89.1539 },
  { id: '30', divisionId: '4', name: 'Jhalakathi', bnName: 'ঝালকাঠি', lat: 22.6423, lon: 90.2 },
  { id: '31', divisionId: '4', name: 'Patuakhali', bnName: 'পটুয়াখালী', lat: 22.3596, lon: 90.3299 },
  { id: '32', divisionId: '4', name: 'Pirojpur', bnName: 'পিরোজপুর', lat: 22.5778, lon: 89.9897 },
  { id: '33', divisionId: '4', name: 'Barishal', bnName: 'বরিশাল', lat: 22.701, lon: 90.3728 },
  { id: '34', divisionId: '4', name: 'Bhola', bnName: 'ভোলা', lat: 22.6859, lon: 90.6482 },
  { id: '35', divisionId: '4', name: 'Barguna', bnName: 'বরগুনা', lat: 22.1599, lon: 90.1252 },
  { id: '36', divisionId: '5', name: 'Sylhet', bnName: 'সিলেট', lat: 24.8898, lon: 91.8698 },
  { id: '37', divisionId: '5', name: 'Moulvibazar', bnName: 'মৌলভীবাজার', lat: 24.4829, lon: 91.7774 },
  { id: '38', divisionId: '5', name: 'Habiganj', bnName: 'হবিগঞ্জ', lat: 24.3749, lon: 91.4155 },
  { id: '39', divisionId: '5', name: 'Sunamganj', bnName: 'সুনামগঞ্জ', lat: 25.0658, lon: 91.395 },
  { id: '40', divisionId: '6', name: 'Narsingdi', bnName: 'নরসিংদী', lat: 23.9322, lon: 90.7154 },
  { id: '41', divisionId: '6', name: 'Gazipur', bnName: 'গাজীপুর', lat: 24.0023, lon: 90.4264 },
  { id: '42', divisionId: '6', name: 'Shariatpur', bnName: 'শরীয়তপুর', lat: 23.206, lon: 90.3474 },
  { id: '43', divisionId: '6', name: 'Narayanganj', bnName: 'নারায়ণগঞ্জ', lat: 23.6337, lon: 90.4965 },
  { id: '44', divisionId: '6', name: 'Tangail', bnName: 'টাঙ্গাইল', lat: 24.2641, lon: 89.918 },
  { id: '45', divisionId: '6', name: 'Kishoreganj', bnName: 'কিশোরগঞ্জ', lat: 24.4449, lon: 90.7766 },
  { id: '46', divisionId: '6', name: 'Manikganj', bnName: 'মানিকগঞ্জ', lat: 23.8617, lon: 90.0003 },
  { id: '47', divisionId: '6', name: 'Dhaka', bnName: 'ঢাকা', lat: 23.7115, lon: 90.4111 },
  { id: '48', divisionId: '6', name: 'Munshiganj', bnName: 'মুন্সীগঞ্জ', lat: 23.5422, lon: 90.5305 },
  { id: '49', divisionId: '6', name: 'Rajbari', bnName: 'রাজবাড়ী', lat: 23.7574, lon: 89.6445 },
  { id: '50', divisionId: '6', name: 'Madaripur', bnName: 'মাদারীপুর', lat: 23.1641, lon: 90.1897 },
  { id: '51', divisionId: '6', name: 'Gopalganj', bnName: 'গোপালগঞ্জ', lat: 23.0051, lon: 89.8266 },
  { id: '52', divisionId: '6', name: 'Faridpur', bnName: 'ফরিদপুর', lat: 23.6071, lon: 89.8429 },
  { id: '53', divisionId: '7', name: 'Panchagarh', bnName: 'পঞ্চগড়', lat: 26.3411, lon: 88.5542 },
  { id: '54', divisionId: '7', name: 'Dinajpur', bnName: 'দিনাজপুর', lat: 25.6217, lon: 88.6355 },
  { id: '55', divisionId: '7', name: 'Lalmonirhat', bnName: 'লালমনিরহাট', lat: 25.9923, lon: 89.2847 },
  { id: '56', divisionId: '7', name: 'Nilphamari', bnName: 'নীলফামারী', lat: 25.9318, lon: 88.856 },
  { id: '57', divisionId: '7', name: 'Gaibandha', bnName: 'গাইবান্ধা', lat: 25.3288, lon: 89.5281 },
  { id: '58', divisionId: '7', name: 'Thakurgaon', bnName: 'ঠাকুরগাঁও', lat: 26.0337, lon: 88.4617 },
  { id: '59', divisionId: '7', name: 'Rangpur', bnName: 'রংপুর', lat: 25.7558, lon: 89.2445 },
  { id: '60', divisionId: '7', name: 'Kurigram', bnName: 'কুড়িগ্রাম', lat: 25.8054, lon: 89.6362 },
  { id: '61', divisionId: '8', name: 'Sherpur', bnName: 'শেরপুর', lat: 25.0205, lon: 90.0153 },
  { id: '62', divisionId: '8', name: 'Mymensingh', bnName: 'ময়মনসিংহ', lat: 24.7466, lon: 90.4072 },
  { id: '63', divisionId: '8', name: 'Jamalpur', bnName: 'জামালপুর', lat: 24.9375, lon: 89.9378 },
  { id: '64', divisionId: '8', name: 'Netrokona', bnName: 'নেত্রকোণা', lat: 24.871, lon: 90.7279 },
];
