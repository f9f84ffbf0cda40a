/**
 * US states (and DC) with their city lists and main IANA time zone. Events take the zone of
 * their state; cities are chosen inside the state's main zone so that rule holds for each one.
 * Spec section 9: city lists exist for every state, California has Sacramento only, and the
 * search filter offers California alone.
 */
export interface UsState {
  code: string;
  name: string;
  timeZone: string;
  cities: readonly string[];
}

const NY = 'America/New_York';
const CHI = 'America/Chicago';
const DEN = 'America/Denver';
const LA = 'America/Los_Angeles';

export const US_STATES: readonly UsState[] = [
  {
    code: 'AL',
    name: 'Alabama',
    timeZone: CHI,
    cities: ['Birmingham', 'Huntsville', 'Mobile', 'Montgomery', 'Tuscaloosa'],
  },
  {
    code: 'AK',
    name: 'Alaska',
    timeZone: 'America/Anchorage',
    cities: ['Anchorage', 'Fairbanks', 'Juneau', 'Wasilla'],
  },
  {
    code: 'AZ',
    name: 'Arizona',
    timeZone: 'America/Phoenix',
    cities: ['Chandler', 'Flagstaff', 'Mesa', 'Phoenix', 'Scottsdale', 'Tempe', 'Tucson'],
  },
  {
    code: 'AR',
    name: 'Arkansas',
    timeZone: CHI,
    cities: ['Bentonville', 'Fayetteville', 'Fort Smith', 'Little Rock'],
  },
  { code: 'CA', name: 'California', timeZone: LA, cities: ['Sacramento'] },
  {
    code: 'CO',
    name: 'Colorado',
    timeZone: DEN,
    cities: ['Aurora', 'Boulder', 'Colorado Springs', 'Denver', 'Fort Collins'],
  },
  {
    code: 'CT',
    name: 'Connecticut',
    timeZone: NY,
    cities: ['Bridgeport', 'Hartford', 'New Haven', 'Stamford'],
  },
  { code: 'DE', name: 'Delaware', timeZone: NY, cities: ['Dover', 'Newark', 'Wilmington'] },
  { code: 'DC', name: 'District of Columbia', timeZone: NY, cities: ['Washington'] },
  {
    code: 'FL',
    name: 'Florida',
    timeZone: NY,
    cities: ['Jacksonville', 'Miami', 'Orlando', 'St. Petersburg', 'Tallahassee', 'Tampa'],
  },
  {
    code: 'GA',
    name: 'Georgia',
    timeZone: NY,
    cities: ['Athens', 'Atlanta', 'Augusta', 'Savannah'],
  },
  {
    code: 'HI',
    name: 'Hawaii',
    timeZone: 'Pacific/Honolulu',
    cities: ['Hilo', 'Honolulu', 'Kailua', 'Lahaina'],
  },
  {
    code: 'ID',
    name: 'Idaho',
    timeZone: 'America/Boise',
    cities: ['Boise', 'Idaho Falls', 'Meridian', 'Nampa', 'Pocatello'],
  },
  {
    code: 'IL',
    name: 'Illinois',
    timeZone: CHI,
    cities: ['Chicago', 'Evanston', 'Naperville', 'Peoria', 'Springfield'],
  },
  {
    code: 'IN',
    name: 'Indiana',
    timeZone: 'America/Indiana/Indianapolis',
    cities: ['Bloomington', 'Fort Wayne', 'Indianapolis', 'South Bend'],
  },
  {
    code: 'IA',
    name: 'Iowa',
    timeZone: CHI,
    cities: ['Cedar Rapids', 'Davenport', 'Des Moines', 'Iowa City'],
  },
  {
    code: 'KS',
    name: 'Kansas',
    timeZone: CHI,
    cities: ['Lawrence', 'Overland Park', 'Topeka', 'Wichita'],
  },
  {
    code: 'KY',
    name: 'Kentucky',
    timeZone: 'America/Kentucky/Louisville',
    cities: ['Covington', 'Frankfort', 'Lexington', 'Louisville'],
  },
  {
    code: 'LA',
    name: 'Louisiana',
    timeZone: CHI,
    cities: ['Baton Rouge', 'Lafayette', 'New Orleans', 'Shreveport'],
  },
  { code: 'ME', name: 'Maine', timeZone: NY, cities: ['Augusta', 'Bangor', 'Portland'] },
  {
    code: 'MD',
    name: 'Maryland',
    timeZone: NY,
    cities: ['Annapolis', 'Baltimore', 'Frederick', 'Rockville'],
  },
  {
    code: 'MA',
    name: 'Massachusetts',
    timeZone: NY,
    cities: ['Boston', 'Cambridge', 'Springfield', 'Worcester'],
  },
  {
    code: 'MI',
    name: 'Michigan',
    timeZone: 'America/Detroit',
    cities: ['Ann Arbor', 'Detroit', 'Grand Rapids', 'Lansing'],
  },
  {
    code: 'MN',
    name: 'Minnesota',
    timeZone: CHI,
    cities: ['Duluth', 'Minneapolis', 'Rochester', 'Saint Paul'],
  },
  {
    code: 'MS',
    name: 'Mississippi',
    timeZone: CHI,
    cities: ['Biloxi', 'Gulfport', 'Hattiesburg', 'Jackson'],
  },
  {
    code: 'MO',
    name: 'Missouri',
    timeZone: CHI,
    cities: ['Columbia', 'Kansas City', 'Springfield', 'St. Louis'],
  },
  {
    code: 'MT',
    name: 'Montana',
    timeZone: DEN,
    cities: ['Billings', 'Bozeman', 'Helena', 'Missoula'],
  },
  { code: 'NE', name: 'Nebraska', timeZone: CHI, cities: ['Grand Island', 'Lincoln', 'Omaha'] },
  {
    code: 'NV',
    name: 'Nevada',
    timeZone: LA,
    cities: ['Carson City', 'Henderson', 'Las Vegas', 'Reno'],
  },
  {
    code: 'NH',
    name: 'New Hampshire',
    timeZone: NY,
    cities: ['Concord', 'Manchester', 'Nashua', 'Portsmouth'],
  },
  {
    code: 'NJ',
    name: 'New Jersey',
    timeZone: NY,
    cities: ['Hoboken', 'Jersey City', 'Newark', 'Princeton', 'Trenton'],
  },
  {
    code: 'NM',
    name: 'New Mexico',
    timeZone: DEN,
    cities: ['Albuquerque', 'Las Cruces', 'Santa Fe', 'Taos'],
  },
  {
    code: 'NY',
    name: 'New York',
    timeZone: NY,
    cities: ['Albany', 'Brooklyn', 'Buffalo', 'New York', 'Rochester', 'Syracuse'],
  },
  {
    code: 'NC',
    name: 'North Carolina',
    timeZone: NY,
    cities: ['Asheville', 'Charlotte', 'Durham', 'Raleigh', 'Wilmington'],
  },
  {
    code: 'ND',
    name: 'North Dakota',
    timeZone: CHI,
    cities: ['Bismarck', 'Fargo', 'Grand Forks', 'Minot'],
  },
  {
    code: 'OH',
    name: 'Ohio',
    timeZone: NY,
    cities: ['Akron', 'Cincinnati', 'Cleveland', 'Columbus', 'Dayton', 'Toledo'],
  },
  {
    code: 'OK',
    name: 'Oklahoma',
    timeZone: CHI,
    cities: ['Norman', 'Oklahoma City', 'Stillwater', 'Tulsa'],
  },
  { code: 'OR', name: 'Oregon', timeZone: LA, cities: ['Bend', 'Eugene', 'Portland', 'Salem'] },
  {
    code: 'PA',
    name: 'Pennsylvania',
    timeZone: NY,
    cities: ['Allentown', 'Harrisburg', 'Philadelphia', 'Pittsburgh', 'State College'],
  },
  { code: 'RI', name: 'Rhode Island', timeZone: NY, cities: ['Newport', 'Providence', 'Warwick'] },
  {
    code: 'SC',
    name: 'South Carolina',
    timeZone: NY,
    cities: ['Charleston', 'Columbia', 'Greenville', 'Myrtle Beach'],
  },
  {
    code: 'SD',
    name: 'South Dakota',
    timeZone: CHI,
    cities: ['Aberdeen', 'Brookings', 'Pierre', 'Sioux Falls'],
  },
  {
    code: 'TN',
    name: 'Tennessee',
    timeZone: CHI,
    cities: ['Clarksville', 'Memphis', 'Murfreesboro', 'Nashville'],
  },
  {
    code: 'TX',
    name: 'Texas',
    timeZone: CHI,
    cities: ['Austin', 'Dallas', 'Fort Worth', 'Houston', 'San Antonio'],
  },
  {
    code: 'UT',
    name: 'Utah',
    timeZone: DEN,
    cities: ['Ogden', 'Park City', 'Provo', 'Salt Lake City'],
  },
  { code: 'VT', name: 'Vermont', timeZone: NY, cities: ['Burlington', 'Montpelier', 'Rutland'] },
  {
    code: 'VA',
    name: 'Virginia',
    timeZone: NY,
    cities: ['Alexandria', 'Arlington', 'Charlottesville', 'Norfolk', 'Richmond'],
  },
  {
    code: 'WA',
    name: 'Washington',
    timeZone: LA,
    cities: ['Bellevue', 'Olympia', 'Seattle', 'Spokane', 'Tacoma'],
  },
  {
    code: 'WV',
    name: 'West Virginia',
    timeZone: NY,
    cities: ['Charleston', 'Huntington', 'Morgantown'],
  },
  { code: 'WI', name: 'Wisconsin', timeZone: CHI, cities: ['Green Bay', 'Madison', 'Milwaukee'] },
  {
    code: 'WY',
    name: 'Wyoming',
    timeZone: DEN,
    cities: ['Casper', 'Cheyenne', 'Jackson', 'Laramie'],
  },
];

/** The only state the search filter offers (spec section 9). */
export const FILTER_STATE_CODES = ['CA'] as const;

const byCode = new Map(US_STATES.map((s) => [s.code, s]));

export function findState(code: string): UsState | undefined {
  return byCode.get(code.toUpperCase());
}

export function citiesOf(stateCode: string): readonly string[] {
  return findState(stateCode)?.cities ?? [];
}

export function isCityOf(stateCode: string, city: string): boolean {
  return citiesOf(stateCode).includes(city);
}

/** The IANA zone events in this state are held in; UTC for an unknown code. */
export function timeZoneOf(stateCode: string): string {
  return findState(stateCode)?.timeZone ?? 'UTC';
}
