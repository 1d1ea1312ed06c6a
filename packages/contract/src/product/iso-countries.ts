/** One ISO 3166-1 country: alpha-2, alpha-3, English short name, international dialling prefix, region. */
export interface IsoCountry {
  countryCode: string;
  iso3: string;
  countryName: string;
  phoneCode: string;
  region: string;
}

// Apart from the list, so a form that needs only the regions does not load every country.
export { REGIONS } from './regions.js';

/**
 * All 249 ISO 3166-1 countries and territories (the demo and every database load them; Country has
 * no create). Phone codes are the country's international prefix (+1 for the whole NANP area).
 */
const ROWS = `
AD|AND|Andorra|+376|Europe
AE|ARE|United Arab Emirates|+971|Asia
AF|AFG|Afghanistan|+93|Asia
AG|ATG|Antigua and Barbuda|+1|Americas
AI|AIA|Anguilla|+1|Americas
AL|ALB|Albania|+355|Europe
AM|ARM|Armenia|+374|Asia
AO|AGO|Angola|+244|Africa
AQ|ATA|Antarctica|+672|Antarctica
AR|ARG|Argentina|+54|Americas
AS|ASM|American Samoa|+1|Oceania
AT|AUT|Austria|+43|Europe
AU|AUS|Australia|+61|Oceania
AW|ABW|Aruba|+297|Americas
AX|ALA|Aland Islands|+358|Europe
AZ|AZE|Azerbaijan|+994|Asia
BA|BIH|Bosnia and Herzegovina|+387|Europe
BB|BRB|Barbados|+1|Americas
BD|BGD|Bangladesh|+880|Asia
BE|BEL|Belgium|+32|Europe
BF|BFA|Burkina Faso|+226|Africa
BG|BGR|Bulgaria|+359|Europe
BH|BHR|Bahrain|+973|Asia
BI|BDI|Burundi|+257|Africa
BJ|BEN|Benin|+229|Africa
BL|BLM|Saint Barthelemy|+590|Americas
BM|BMU|Bermuda|+1|Americas
BN|BRN|Brunei Darussalam|+673|Asia
BO|BOL|Bolivia|+591|Americas
BQ|BES|Bonaire, Sint Eustatius and Saba|+599|Americas
BR|BRA|Brazil|+55|Americas
BS|BHS|Bahamas|+1|Americas
BT|BTN|Bhutan|+975|Asia
BV|BVT|Bouvet Island|+47|Antarctica
BW|BWA|Botswana|+267|Africa
BY|BLR|Belarus|+375|Europe
BZ|BLZ|Belize|+501|Americas
CA|CAN|Canada|+1|Americas
CC|CCK|Cocos (Keeling) Islands|+61|Asia
CD|COD|Congo (Democratic Republic)|+243|Africa
CF|CAF|Central African Republic|+236|Africa
CG|COG|Congo|+242|Africa
CH|CHE|Switzerland|+41|Europe
CI|CIV|Cote d'Ivoire|+225|Africa
CK|COK|Cook Islands|+682|Oceania
CL|CHL|Chile|+56|Americas
CM|CMR|Cameroon|+237|Africa
CN|CHN|China|+86|Asia
CO|COL|Colombia|+57|Americas
CR|CRI|Costa Rica|+506|Americas
CU|CUB|Cuba|+53|Americas
CV|CPV|Cabo Verde|+238|Africa
CW|CUW|Curacao|+599|Americas
CX|CXR|Christmas Island|+61|Asia
CY|CYP|Cyprus|+357|Europe
CZ|CZE|Czechia|+420|Europe
DE|DEU|Germany|+49|Europe
DJ|DJI|Djibouti|+253|Africa
DK|DNK|Denmark|+45|Europe
DM|DMA|Dominica|+1|Americas
DO|DOM|Dominican Republic|+1|Americas
DZ|DZA|Algeria|+213|Africa
EC|ECU|Ecuador|+593|Americas
EE|EST|Estonia|+372|Europe
EG|EGY|Egypt|+20|Africa
EH|ESH|Western Sahara|+212|Africa
ER|ERI|Eritrea|+291|Africa
ES|ESP|Spain|+34|Europe
ET|ETH|Ethiopia|+251|Africa
FI|FIN|Finland|+358|Europe
FJ|FJI|Fiji|+679|Oceania
FK|FLK|Falkland Islands|+500|Americas
FM|FSM|Micronesia|+691|Oceania
FO|FRO|Faroe Islands|+298|Europe
FR|FRA|France|+33|Europe
GA|GAB|Gabon|+241|Africa
GB|GBR|United Kingdom|+44|Europe
GD|GRD|Grenada|+1|Americas
GE|GEO|Georgia|+995|Asia
GF|GUF|French Guiana|+594|Americas
GG|GGY|Guernsey|+44|Europe
GH|GHA|Ghana|+233|Africa
GI|GIB|Gibraltar|+350|Europe
GL|GRL|Greenland|+299|Americas
GM|GMB|Gambia|+220|Africa
GN|GIN|Guinea|+224|Africa
GP|GLP|Guadeloupe|+590|Americas
GQ|GNQ|Equatorial Guinea|+240|Africa
GR|GRC|Greece|+30|Europe
GS|SGS|South Georgia and the South Sandwich Islands|+500|Antarctica
GT|GTM|Guatemala|+502|Americas
GU|GUM|Guam|+1|Oceania
GW|GNB|Guinea-Bissau|+245|Africa
GY|GUY|Guyana|+592|Americas
HK|HKG|Hong Kong|+852|Asia
HM|HMD|Heard Island and McDonald Islands|+672|Antarctica
HN|HND|Honduras|+504|Americas
HR|HRV|Croatia|+385|Europe
HT|HTI|Haiti|+509|Americas
HU|HUN|Hungary|+36|Europe
ID|IDN|Indonesia|+62|Asia
IE|IRL|Ireland|+353|Europe
IL|ISR|Israel|+972|Asia
IM|IMN|Isle of Man|+44|Europe
IN|IND|India|+91|Asia
IO|IOT|British Indian Ocean Territory|+246|Asia
IQ|IRQ|Iraq|+964|Asia
IR|IRN|Iran|+98|Asia
IS|ISL|Iceland|+354|Europe
IT|ITA|Italy|+39|Europe
JE|JEY|Jersey|+44|Europe
JM|JAM|Jamaica|+1|Americas
JO|JOR|Jordan|+962|Asia
JP|JPN|Japan|+81|Asia
KE|KEN|Kenya|+254|Africa
KG|KGZ|Kyrgyzstan|+996|Asia
KH|KHM|Cambodia|+855|Asia
KI|KIR|Kiribati|+686|Oceania
KM|COM|Comoros|+269|Africa
KN|KNA|Saint Kitts and Nevis|+1|Americas
KP|PRK|Korea (Democratic People's Republic)|+850|Asia
KR|KOR|South Korea|+82|Asia
KW|KWT|Kuwait|+965|Asia
KY|CYM|Cayman Islands|+1|Americas
KZ|KAZ|Kazakhstan|+7|Asia
LA|LAO|Laos|+856|Asia
LB|LBN|Lebanon|+961|Asia
LC|LCA|Saint Lucia|+1|Americas
LI|LIE|Liechtenstein|+423|Europe
LK|LKA|Sri Lanka|+94|Asia
LR|LBR|Liberia|+231|Africa
LS|LSO|Lesotho|+266|Africa
LT|LTU|Lithuania|+370|Europe
LU|LUX|Luxembourg|+352|Europe
LV|LVA|Latvia|+371|Europe
LY|LBY|Libya|+218|Africa
MA|MAR|Morocco|+212|Africa
MC|MCO|Monaco|+377|Europe
MD|MDA|Moldova|+373|Europe
ME|MNE|Montenegro|+382|Europe
MF|MAF|Saint Martin (French part)|+590|Americas
MG|MDG|Madagascar|+261|Africa
MH|MHL|Marshall Islands|+692|Oceania
MK|MKD|North Macedonia|+389|Europe
ML|MLI|Mali|+223|Africa
MM|MMR|Myanmar|+95|Asia
MN|MNG|Mongolia|+976|Asia
MO|MAC|Macao|+853|Asia
MP|MNP|Northern Mariana Islands|+1|Oceania
MQ|MTQ|Martinique|+596|Americas
MR|MRT|Mauritania|+222|Africa
MS|MSR|Montserrat|+1|Americas
MT|MLT|Malta|+356|Europe
MU|MUS|Mauritius|+230|Africa
MV|MDV|Maldives|+960|Asia
MW|MWI|Malawi|+265|Africa
MX|MEX|Mexico|+52|Americas
MY|MYS|Malaysia|+60|Asia
MZ|MOZ|Mozambique|+258|Africa
NA|NAM|Namibia|+264|Africa
NC|NCL|New Caledonia|+687|Oceania
NE|NER|Niger|+227|Africa
NF|NFK|Norfolk Island|+672|Oceania
NG|NGA|Nigeria|+234|Africa
NI|NIC|Nicaragua|+505|Americas
NL|NLD|Netherlands|+31|Europe
NO|NOR|Norway|+47|Europe
NP|NPL|Nepal|+977|Asia
NR|NRU|Nauru|+674|Oceania
NU|NIU|Niue|+683|Oceania
NZ|NZL|New Zealand|+64|Oceania
OM|OMN|Oman|+968|Asia
PA|PAN|Panama|+507|Americas
PE|PER|Peru|+51|Americas
PF|PYF|French Polynesia|+689|Oceania
PG|PNG|Papua New Guinea|+675|Oceania
PH|PHL|Philippines|+63|Asia
PK|PAK|Pakistan|+92|Asia
PL|POL|Poland|+48|Europe
PM|SPM|Saint Pierre and Miquelon|+508|Americas
PN|PCN|Pitcairn|+64|Oceania
PR|PRI|Puerto Rico|+1|Americas
PS|PSE|Palestine|+970|Asia
PT|PRT|Portugal|+351|Europe
PW|PLW|Palau|+680|Oceania
PY|PRY|Paraguay|+595|Americas
QA|QAT|Qatar|+974|Asia
RE|REU|Reunion|+262|Africa
RO|ROU|Romania|+40|Europe
RS|SRB|Serbia|+381|Europe
RU|RUS|Russia|+7|Europe
RW|RWA|Rwanda|+250|Africa
SA|SAU|Saudi Arabia|+966|Asia
SB|SLB|Solomon Islands|+677|Oceania
SC|SYC|Seychelles|+248|Africa
SD|SDN|Sudan|+249|Africa
SE|SWE|Sweden|+46|Europe
SG|SGP|Singapore|+65|Asia
SH|SHN|Saint Helena, Ascension and Tristan da Cunha|+290|Africa
SI|SVN|Slovenia|+386|Europe
SJ|SJM|Svalbard and Jan Mayen|+47|Europe
SK|SVK|Slovakia|+421|Europe
SL|SLE|Sierra Leone|+232|Africa
SM|SMR|San Marino|+378|Europe
SN|SEN|Senegal|+221|Africa
SO|SOM|Somalia|+252|Africa
SR|SUR|Suriname|+597|Americas
SS|SSD|South Sudan|+211|Africa
ST|STP|Sao Tome and Principe|+239|Africa
SV|SLV|El Salvador|+503|Americas
SX|SXM|Sint Maarten (Dutch part)|+1|Americas
SY|SYR|Syria|+963|Asia
SZ|SWZ|Eswatini|+268|Africa
TC|TCA|Turks and Caicos Islands|+1|Americas
TD|TCD|Chad|+235|Africa
TF|ATF|French Southern Territories|+262|Antarctica
TG|TGO|Togo|+228|Africa
TH|THA|Thailand|+66|Asia
TJ|TJK|Tajikistan|+992|Asia
TK|TKL|Tokelau|+690|Oceania
TL|TLS|Timor-Leste|+670|Asia
TM|TKM|Turkmenistan|+993|Asia
TN|TUN|Tunisia|+216|Africa
TO|TON|Tonga|+676|Oceania
TR|TUR|Turkiye|+90|Asia
TT|TTO|Trinidad and Tobago|+1|Americas
TV|TUV|Tuvalu|+688|Oceania
TW|TWN|Taiwan|+886|Asia
TZ|TZA|Tanzania|+255|Africa
UA|UKR|Ukraine|+380|Europe
UG|UGA|Uganda|+256|Africa
UM|UMI|United States Minor Outlying Islands|+1|Oceania
US|USA|United States|+1|Americas
UY|URY|Uruguay|+598|Americas
UZ|UZB|Uzbekistan|+998|Asia
VA|VAT|Holy See|+39|Europe
VC|VCT|Saint Vincent and the Grenadines|+1|Americas
VE|VEN|Venezuela|+58|Americas
VG|VGB|Virgin Islands (British)|+1|Americas
VI|VIR|Virgin Islands (U.S.)|+1|Americas
VN|VNM|Viet Nam|+84|Asia
VU|VUT|Vanuatu|+678|Oceania
WF|WLF|Wallis and Futuna|+681|Oceania
WS|WSM|Samoa|+685|Oceania
YE|YEM|Yemen|+967|Asia
YT|MYT|Mayotte|+262|Africa
ZA|ZAF|South Africa|+27|Africa
ZM|ZMB|Zambia|+260|Africa
ZW|ZWE|Zimbabwe|+263|Africa
`;

export const ISO_COUNTRIES: readonly IsoCountry[] = ROWS.trim()
  .split('\n')
  .map((line) => {
    const [countryCode, iso3, countryName, phoneCode, region] = line.split('|');
    return { countryCode, iso3, countryName, phoneCode, region };
  });
