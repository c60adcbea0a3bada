import type { LicenseFamily } from './license-family';

/**
 * How many independent public sources showed a format (as the research recorded it), or 'inferred'
 * from the licensing agency's numbering scheme (see LICENSE_FORMATS).
 */
export type LicenseFormatConfidence = 'confirmed (two sources)' | 'one source' | 'inferred';

/** A state's licence-id format for one profession family, with where it comes from. */
export interface LicenseFormat {
  /** Anchored; tested case-insensitively against the trimmed id. */
  readonly pattern: RegExp;
  /**
   * Synthetic ids of the shape the sources showed (digits replaced; for an inferred entry, the
   * agency's scheme); the first is the hint.
   */
  readonly examples: readonly [string, ...string[]];
  readonly confidence: LicenseFormatConfidence;
  /** The public sources the format was read from (board pages, public rosters, open data). */
  readonly sources: readonly [string, ...string[]];
}

/** Sources cited by several inferred entries (see LICENSE_FORMATS on 'inferred'). */
const FOUNTAIN_MAP =
  "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state";
const MIGRATION_0008 =
  "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP)";
const IRW = 'github.com/irworkshop/accountability_datacleaning';

/**
 * The licence-id formats that come from a public source (spec 001 §5.16 leaves the per-state
 * patterns out), per profession family and state. The nurse entries, the first eight massage
 * therapist entries (CA, CT, FL, LA, MA, MD, NV, OH) and Ohio's physical therapists were copied
 * from the research file `licence-formats.json` (shared with the team, not in this repository)
 * with its sources and confidence; the other massage therapist entries were researched for issue
 * 23 and carry their sources here. Each pattern was widened beyond the shapes the sources showed
 * (optional prefixes, wider digit ranges, separators) because refusing a real licence is worse
 * than accepting a typo. A state that is not listed has no known format and accepts any non-empty
 * id.
 *
 * Confidence: 'confirmed (two sources)' and 'one source' count the sources that showed the
 * profession's own ids. 'inferred' means no source showed the profession's ids: the source shows
 * the numbering scheme of the agency that licenses it (its roster of every profession, or its ids
 * for other professions), and the pattern accepts anything that scheme can produce, with or
 * without a profession prefix. An inferred entry's example follows that scheme; its profession
 * letters or code are ours, not a source's.
 *
 * Not found in any public source, so not listed: physician assistants (GA, AZ) and physical
 * therapists in AZ (no roster, board page or registry record showing their ids, and no scheme of
 * the licensing board to infer from); massage therapists in the states not listed below. The
 * research notes (which quote real licence numbers) stay in the research file; only synthetic
 * examples are copied here: never a real person's licence number.
 *
 * How a format is added: an entry under its family, `XX: { pattern, examples, confidence,
 * sources }`, with at least one public source; the tests check that every example matches its
 * pattern and that every entry cites a source, and each new entry gets a test of a valid synthetic
 * id accepted and a clearly wrong one refused.
 */
export const LICENSE_FORMATS: Readonly<Record<LicenseFamily, Readonly<Record<string, LicenseFormat>>>> = {
  'massage-therapist': {
    AK: {
      pattern: /^(?:[A-Z]{1,5}[\s.-]?)?\d{3,7}$/i,
      examples: ['112345', 'MAT1234'],
      confidence: 'inferred',
      sources: [
        `${IRW} state/ak/licenses/docs/ak_licenses_diary.md (AK CBPL roster of every program: license_num is 6 digits, or program letters and a type letter then digits)`,
      ],
    },
    CA: {
      pattern: /^(?:CAMTC[\s#-]?)?\d{3,6}$/i,
      examples: ['51234'],
      confidence: 'one source',
      sources: [
        'GitHub file: Loconomics Open Badges JSON citing http://www.camtc.org/record-search?certificateNumber=52970',
      ],
    },
    CO: {
      pattern: /^(?:[A-Z]{1,4}[.\s-]?)?\d{4,7}$/i,
      examples: ['MT.0012345'],
      confidence: 'inferred',
      sources: [
        `${FOUNTAIN_MAP}: CO (DORA) ids are a profession prefix, a dot and 7 digits (DR. for MD and DO)`,
        `${MIGRATION_0008}: CO APN id of the same PREFIX.7-digit shape`,
      ],
    },
    CT: {
      pattern: /^(?:\d{2}[.\s-]?)?\d{3,7}$/i,
      examples: ['01234'],
      confidence: 'one source',
      sources: [
        'https://www.stedi.com/site/npi-registry/npis/1285882290 (NPPES record: taxonomy 225700000X Massage Therapist, licence 00735, state CT)',
      ],
    },
    FL: {
      pattern: /^(?:MA[\s-]?)?\d{3,7}$/i,
      examples: ['MA41234'],
      confidence: 'confirmed (two sources)',
      sources: [
        "https://floridasmassagetherapy.gov/massage-therapy-faqs/ (FL Board of Massage Therapy FAQ: therapist licence number begins 'MA', establishments 'MM')",
        'https://www.fsmta.org/halt-unlicensed-activity/ (FL association page; advert example licence MA43221)',
        "github.com/paul-hammant/live-verify public/use-cases/data/massage-therapy-licenses.md (mock Florida LMT card, 'License #: MA-992288')",
      ],
    },
    IL: {
      pattern: /^\d{2,3}[.\s-]?\d{5,6}$/i,
      examples: ['227.012345', '227012345'],
      confidence: 'inferred',
      sources: [
        `${IRW} state/il/licenses/docs/il_licenses_diary.md (IDFPR roster of every profession: license_number is 9 digits, a 3-digit profession code then 6 digits)`,
        `${FOUNTAIN_MAP}: IL MD, DO and NP ids, 3-digit profession code, optional dot, 6 digits (a DO id with 2 + 5 digits)`,
      ],
    },
    LA: {
      pattern: /^(?:LA[\s-]?)?\d{3,6}$/i,
      examples: ['LA9123'],
      confidence: 'one source',
      sources: ['GitHub: multi-state PSV board-scraper engine README, board-status table with smoke-test records'],
    },
    MA: {
      pattern: /^(?:(?:LMT|MT)[\s.-]?)?\d{3,6}$/i,
      examples: ['11234'],
      confidence: 'one source',
      sources: [
        'https://www.stedi.com/npi-registry/npis/1205341070 (NPPES record: taxonomy 225700000X Massage Therapist, licence 15082, state MA)',
      ],
    },
    MD: {
      pattern: /^(?:[A-Z]{1,3}[\s-]?)?\d{4,6}$/i,
      examples: ['M01234'],
      confidence: 'one source',
      sources: ['GitHub: multi-state PSV board-scraper engine README, board-status table with smoke-test records'],
    },
    MI: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4}[\s-]?\d{6}$/i,
      examples: ['6701012345'],
      confidence: 'inferred',
      sources: [`${FOUNTAIN_MAP}: MI (LARA) MD, DO and NP ids are 10 digits, a 4-digit profession code then 6 digits`],
    },
    MO: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?(?:\d{4}[\s-]?\d{6}|\d{4,7})$/i,
      examples: ['2012012345'],
      confidence: 'inferred',
      sources: [
        `${IRW} state/mo/licenses/docs/mo_licenses_diary.md (MO Division of Professional Registration downloads, Massage Therapy among them at https://pr.mo.gov/listings-mas.asp: lic_number is 10 digits, the year then 6 digits)`,
        `${FOUNTAIN_MAP}: MO MD, DO and NP ids of the same 10-digit shape`,
      ],
    },
    NJ: {
      pattern: /^(?:\d{2}[\s-]?)?[A-Z]{2}[\s-]?\d{6,8}$/i,
      examples: ['18KI01234500'],
      confidence: 'inferred',
      sources: [
        `${FOUNTAIN_MAP}: NJ (Division of Consumer Affairs) ids are a 2-digit board code, 2 profession letters and 8 digits (MD, DO, NP)`,
      ],
    },
    NV: {
      pattern: /^(?:NVMT[\s.-]?)?\d{2,6}$/i,
      examples: ['NVMT.012'],
      confidence: 'one source',
      sources: ['GitHub: multi-state PSV board-scraper engine README, board-status table with smoke-test records'],
    },
    NY: {
      pattern: /^(?:[A-Z]{1,3}[\s-]?)?\d{4,7}(?:[\s-]?\d{2})?$/i,
      examples: ['012345'],
      confidence: 'inferred',
      sources: [
        `${FOUNTAIN_MAP}: NY (NYSED Office of the Professions) MD, DO and nurse ids are 6 digits`,
        `${MIGRATION_0008}: NY id of 6 digits`,
      ],
    },
    OH: {
      pattern: /^(?:33[.\s-]?)?\d{4,7}$/i,
      examples: ['33.112345'],
      confidence: 'inferred',
      sources: [
        "GitHub: Ohio eLicense massage verifier lib/ohio-license-verifier.js and its node:test file: board 'Medical Board', type 'Massage Therapist (MT)', RecNumber '33.123456'",
      ],
    },
    TX: {
      pattern: /^(?:[A-Z]{1,3}[\s.-]?)?\d{3,8}$/i,
      examples: ['112345'],
      confidence: 'inferred',
      sources: [
        `${IRW} state/tx/licenses/docs/tx_licenses_diary.md (TDLR licence file of every TDLR program, https://www.tdlr.texas.gov/LicenseSearch/licfile.asp: license_number is 4 to 7 digits, no letters)`,
        'https://www.tdlr.texas.gov/mas/masfaq.htm (TDLR took over massage therapy licences from DSHS on 1 November 2017; a DSHS-issued licence stays valid until it expires, hence the optional letter prefix)',
      ],
    },
    UT: {
      pattern: /^\d{6,8}(?:[\s-]?\d{4})?$/i,
      examples: ['11234567-4701'],
      confidence: 'inferred',
      sources: [
        `${FOUNTAIN_MAP}: UT (DOPL) ids are 8 digits, a dash and a 4-digit profession code (MD, DO, NP)`,
        `${MIGRATION_0008}: UT NP id of the same shape`,
      ],
    },
    VA: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?(?:\d{2,4}[\s-]?)?\d{6}$/i,
      examples: ['0019012345'],
      confidence: 'inferred',
      sources: [
        `${FOUNTAIN_MAP}: VA (Department of Health Professions) ids are 10 digits, a 4-digit profession code then 6 digits (a DO id without its leading zero)`,
        `${MIGRATION_0008}: VA NP id of the same shape`,
      ],
    },
    WA: {
      pattern: /^(?:[A-Z]{2}(?:[.\s-]?[A-Z]{2})?[.\s-]?)?\d{8}$/i,
      examples: ['MA61234567'],
      confidence: 'inferred',
      sources: [
        'github.com/SpellarBot/open-data-catalog socrata/qxh8-f4bd.md (WA DOH Health Care Provider Credential Data: every credential number is 2 profession letters and 8 digits, e.g. nurses, pharmacists, physician assistants)',
        'https://doh.wa.gov/zh-hans/node/4974 (WA DOH massage therapist licensing: the credential number is the one shown on Provider Credential Search, the system behind that data set)',
      ],
    },
    WI: {
      pattern: /^\d{3,7}(?:\s?-\s?\d{2,3})?$/i,
      examples: ['11234-146'],
      confidence: 'inferred',
      sources: [
        `${FOUNTAIN_MAP}: WI (DSPS) ids are a number, a dash and a 2- or 3-digit profession code (MD, DO, nurse)`,
      ],
    },
  },
  nurse: {
    AK: {
      pattern: /^(?:[A-Z]{1,5}[\s.-]?)?\d{3,7}$/i,
      examples: ['112345'],
      confidence: 'confirmed (two sources)',
      sources: [
        'github.com/irworkshop/accountability_datacleaning state/ak/licenses/docs/ak_licenses_diary.md (AK CBPL roster sample rows)',
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    AL: {
      pattern: /^(?:\d{1,2}[\s-]?)?\d{5,7}$/i,
      examples: ['3-012345'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    AR: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,7}$/i,
      examples: ['A012345', '212345'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    AZ: {
      pattern: /^(?:[A-Z]{2,4}(?:-[A-Z]{2,4})?[\s.-]?)?\d{5,7}$/i,
      examples: ['312345', 'APRN-RNP 312345'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    CA: {
      pattern: /^(?:(?:RN|VN|LVN|PN|NP|NPF)[\s.-]?)?\d{5,8}$/i,
      examples: ['91234567'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    CO: {
      pattern: /^(?:C-\s?)?(?:[A-Z]{2,4}[.\s-]?)?\d{6,7}(?:\s?-\s?(?:C-\s?)?[A-Z]{1,4})?$/i,
      examples: ['C-APN.0123456-C-NP', 'APN.0123456-NP'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    CT: {
      pattern: /^(?:\d{1,3}[.\s-]?)?[A-Z]?\d{3,7}$/i,
      examples: ['10.012345', '12.012345'],
      confidence: 'confirmed (two sources)',
      sources: [
        'github.com/irworkshop/accountability_datacleaning state/ct/licenses/docs/ct_licenses_diary.md (CT eLicense roster: full_credential_code)',
        'github.com/SpellarBot/open-data-catalog socrata/ngch-56tr.md (CT credential dataset: credentialtype 10 = Registered Nurse; fullcredentialcode = type.number)',
        'https://apify.com/automation-lab/connecticut-nursing-license-lookup/examples/connecticut-nursing-workforce-verification-batch (licence number input 10.061935)',
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    DC: {
      pattern: /^(?:[A-Z]{2,4}[\s.-]?)?\d{5,10}$/i,
      examples: ['NP1123456', 'NP512345678'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    DE: {
      pattern: /^(?:[A-Z][A-Z0-9]{0,3}[\s-]?)?\d{5,7}$/i,
      examples: ['LG-0123456'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    FL: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,8}$/i,
      examples: ['RN9123456', 'APRN11234567'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
        'github.com/lulzasaur9192/marketplace-search-mcp dist/tools/license.js; https://glama.ai/mcp/servers/lulzasaur9192/marketplace-search-mcp/tools/verify_nurse_license',
        'GitHub: Ohio credentialing/PSV bot that reads the Ohio eLicense roster OH_PROVIDERS_INDIVIDUAL',
      ],
    },
    GA: {
      pattern: /^(?:[A-Z]{2,4}(?:-[A-Z]{2,4})?[\s.-]?)?\d{5,7}$/i,
      examples: ['RN312345', 'GAA-NP012345'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0007' UPDATE provider_licenses; some state labels look shifted, weak support only)",
      ],
    },
    HI: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{3,7}(?:[\s.-]?[A-Z]{1,4})?$/i,
      examples: ['112345'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    IA: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,7}$/i,
      examples: ['A112345'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    ID: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,8}$/i,
      examples: ['51234', '1123456'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    IL: {
      pattern: /^\d{2,3}[.\s-]?\d{6}$/i,
      examples: ['212.012345', '212345678'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        'github.com/irworkshop/accountability_datacleaning state/il/licenses/docs/il_licenses_diary.md (IDFPR roster: 9-digit numbers with 3-digit profession prefix)',
      ],
    },
    IN: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{6,8}[\s-]?[A-Z]?$/i,
      examples: ['71234567A'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    KS: {
      pattern: /^(?:\d{2}[\s-]?)?\d{5,6}(?:[\s-]?\d{3})?$/i,
      examples: ['53-81234-012', '81234'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    KY: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{5,7}$/i,
      examples: ['3123456', '4123456'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    LA: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,7}$/i,
      examples: ['212345'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    MA: {
      pattern: /^(?:(?:RN|LN|LPN|PN|NP|CNP|APRN)[\s.-]?)?\d{4,7}$/i,
      examples: ['RN2123456', 'LN11234'],
      confidence: 'confirmed (two sources)',
      sources: [
        'github.com/irworkshop/accountability_datacleaning state/ma/licenses/docs/ma_licenses_diary.md (MA licence roster sample rows)',
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    MD: {
      pattern: /^(?:[A-Z]{1,3}[\s.-]?)?\d{4,7}$/i,
      examples: ['R212345', 'AC012345'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    ME: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,7}$/i,
      examples: ['CNP212345'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    MI: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4}[\s-]?\d{6}$/i,
      examples: ['4123456789'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    MN: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{3,7}$/i,
      examples: ['11234'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    MO: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?(?:\d{10}|\d{4,7})$/i,
      examples: ['2123456789'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
        'github.com/irworkshop/accountability_datacleaning state/mo/licenses/docs/mo_licenses_diary.md (MO Division of Professional Registration downloads; lic_number sample values)',
      ],
    },
    MS: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,7}$/i,
      examples: ['912345'],
      confidence: 'one source',
      sources: [
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    MT: {
      pattern: /^(?:[A-Z]{2,4}[\s-]?){0,3}\d{3,7}$/i,
      examples: ['NUR-APRN-LIC-212345', 'APRN-212345'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    NC: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,7}$/i,
      examples: ['5123456'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    ND: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{3,7}$/i,
      examples: ['212345'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    NE: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{3,7}$/i,
      examples: ['112345'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    NH: {
      pattern: /^\d{4,7}(?:[\s-]?\d{2})?$/i,
      examples: ['112345-23', '012345-23'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
        'GitHub: multi-state PSV board-scraper engine README, board-status table with smoke-test records',
      ],
    },
    NJ: {
      pattern: /^(?:26)?[\s-]?N[A-Z][\s-]?\d{6,8}$/i,
      examples: ['26NJ11234567', '26NO01234567'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
        "https://www.firecrawl.dev/alexandria/newjersey-mylicense-com ('the full license number as the site prints it, e.g. 26NO09001800 (nursing)')",
      ],
    },
    NM: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,7}$/i,
      examples: ['51234', '81234'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    NV: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,7}$/i,
      examples: ['812345'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    NY: {
      pattern: /^(?:[A-Z]{1,3}[\s-]?)?\d{5,7}(?:[\s-]?\d{2})?$/i,
      examples: ['812345', '312345'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
        'github.com/lulzasaur9192/marketplace-search-mcp dist/tools/license.js; https://glama.ai/mcp/servers/lulzasaur9192/marketplace-search-mcp/tools/verify_nurse_license',
      ],
    },
    OH: {
      pattern: /^(?:[A-Z]{1,4}(?:[.\s-][A-Z]{2,4})?[.\s-]?)?\d{4,7}(?:-[A-Z]{2,4})?$/i,
      examples: ['RN.312345', 'APRN.CNP.0123456'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
        'GitHub: Ohio credentialing/PSV bot that reads the Ohio eLicense roster OH_PROVIDERS_INDIVIDUAL',
      ],
    },
    OK: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,8}$/i,
      examples: ['212345', 'M0123456'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    OR: {
      pattern: /^\d{6,9}(?:[\s-]?[A-Z]{2,4}(?:-[A-Z]{2,4})?)?$/i,
      examples: ['212345678NP-PP', '11234567'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    PA: {
      pattern: /^(?:[A-Z]{2,4}[\s-]?)?\d{5,7}[A-Z]?$/i,
      examples: ['SP012345', 'SP0123456'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    RI: {
      pattern: /^(?:[A-Z]{2,4}[\s.-]?)?\d{3,7}$/i,
      examples: ['APRN01234'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    SC: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,7}$/i,
      examples: ['21234'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    SD: {
      pattern: /^(?:[A-Z]{1,3}[\s.-]?)?\d{4,7}$/i,
      examples: ['CP012345'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
    TN: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{3,7}$/i,
      examples: ['31234'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    TX: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{5,7}$/i,
      examples: ['212345', 'AP112345'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
        "https://glama.ai/mcp/connectors/io.github.bck-stack/sitecheck-health-travel/tools/health_nursing_licensure_nursys ('Texas RN license number, e.g. 235496', Texas BON open data)",
      ],
    },
    UT: {
      pattern: /^\d{6,8}(?:[\s-]?\d{4})?$/i,
      examples: ['11234567-4123'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    VA: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?(?:\d{2,4}[\s-]?)?\d{6}$/i,
      examples: ['0123456789'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
        'GitHub: multi-state PSV board-scraper engine README, board-status table with smoke-test records',
        'https://apify.com/crawlerbros/virginia-nurse-license-scraper/examples/virginia-nurse-license-sc-validate-specific-va-nursing-l (VA DHP nursing licence number input 0001123456)',
      ],
    },
    VT: {
      pattern: /^(?:\d{3}[.\s-]?)?\d{6,7}$/i,
      examples: ['112.0123456'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    WA: {
      pattern: /^(?:[A-Z]{2}(?:[.\s-]?[A-Z]{2})?[.\s-]?)?\d{6,8}$/i,
      examples: ['RN61234567', 'RN.RN.61234567'],
      confidence: 'confirmed (two sources)',
      sources: [
        'github.com/SpellarBot/open-data-catalog socrata/qxh8-f4bd.md (WA DOH Health Care Provider Credential Data, sample rows)',
        'GitHub: multi-state PSV board-scraper engine README, board-status table with smoke-test records',
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        'GitHub file: WA DOH / NPI demo adapter showing WA numbers as PREFIX+8 digits and PREFIX.PROF.8 digits',
      ],
    },
    WI: {
      pattern: /^\d{3,7}(?:\s?-\s?\d{2,3})?$/i,
      examples: ['11234-33', '11234 - 33'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        'GitHub: multi-state PSV board-scraper engine README, board-status table with smoke-test records',
      ],
    },
    WV: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{4,7}$/i,
      examples: ['112345'],
      confidence: 'confirmed (two sources)',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
        "GitHub file: SQL 'Migration 0008: Remaining license numbers' (UPDATE provider_licenses ... for one NP",
      ],
    },
    WY: {
      pattern: /^(?:[A-Z]{1,4}[\s.-]?)?\d{3,7}$/i,
      examples: ['51234', '41234'],
      confidence: 'one source',
      sources: [
        "GitHub file: 'Fountain Clinical Operations - Provider Authority Map' React component, RAW_RECORDS of real NP/MD/DO licences by state",
      ],
    },
  },
  'physical-therapist': {
    OH: {
      pattern: /^(?:PT[.\s-]?)?\d{4,7}$/i,
      examples: ['PT.012345', 'PT012345'],
      confidence: 'one source',
      sources: [
        "GitHub: Ohio credentialing bot orchestrator/disambiguator.py comment ('FD.009648' vs 'PT.009648') and regression test for input row 0257 ('FD.009648 vs PT009648')",
      ],
    },
  },
  'physician-assistant': {},
};
