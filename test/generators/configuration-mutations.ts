/**
 * Mutations of a generated valid document that each break exactly one rule,
 * with the one problem validation must then report (code, document path,
 * severity). They work on the generator's own XML tree, by document path, so
 * the codec reads each broken document as the appliance would send it.
 */
import type { GeneratedConfiguration } from './configuration-document.arbitrary';
import { allPaths, appendChild, element, guid, insertChild, leaf, list, nodeAt, setText, updateAt, type XmlNode } from './xml-tree';

export interface ExpectedProblem {
  readonly code: string;
  readonly path: string;
  readonly severity: 'error' | 'warning';
}

export interface Mutated {
  readonly configuration: XmlNode;
  readonly expected: ExpectedProblem;
}

export interface Mutation {
  readonly name: string;
  /** The broken configuration and its one problem; undefined when the document has nothing this mutation can break. */
  readonly apply: (generated: GeneratedConfiguration, choice: number) => Mutated | undefined;
}

/** Identifiers no generated document uses (its sequence counts from 1 under a random first number, never this far). */
const UNKNOWN = '18446744073709551615-987654321';
const fresh = (n: number): string => `18446744073709551615-${900_000 + n}`;

function paths(configuration: XmlNode, pattern: RegExp): string[] {
  return allPaths(configuration).filter((entry) => pattern.test(entry.path)).map((entry) => entry.path);
}

function choose(candidates: readonly string[], choice: number): string | undefined {
  return candidates.length === 0 ? undefined : candidates[choice % candidates.length];
}

const textOf = (configuration: XmlNode, path: string): string | undefined => nodeAt(configuration, path)?.text;

/** How many items a list element holds. */
const itemCount = (configuration: XmlNode, path: string): number => nodeAt(configuration, path)?.children?.length ?? 0;

/** Sets the leaf at one of the places matching `pattern` to `value`; the problem stands at that place. */
function setLeaf(name: string, pattern: RegExp, value: string, code: string, severity: ExpectedProblem['severity']): Mutation {
  return {
    name,
    apply: ({ configuration }, choice) => {
      const path = choose(paths(configuration, pattern), choice);
      return path === undefined ? undefined : { configuration: setText(configuration, path, value), expected: { code, path, severity } };
    },
  };
}

const TOP_LEVEL_INPUT = /^configuration\/controller\/gates\/gate\[\d+\]\/inputs\/input\[\d+\]\/link-id$/;

/** A default server named `name` (two digits at the end: a name the generator's `label` never makes, so no other item shares it). */
function defaultServer(kind: 'email' | 'message', id: string, name: string): XmlNode {
  return kind === 'email'
    ? element('email', guid(id), leaf('default', 1), leaf('name', `Relay ${name}`), leaf('from', 'relay@site.example'))
    : element('message', guid(id), leaf('default', 1), leaf('name', `Gateway ${name}`), leaf('provider', 0), leaf('account', 'site'), leaf('user', 'site'), leaf('password', 'secret'), leaf('sender-phone', ''));
}

/** A second default server: after the existing default, or two new ones when there is none; the problem stands on the second. */
function secondDefault(kind: 'email' | 'message', code: string): Mutation {
  const container = kind === 'email' ? 'configuration/emails' : 'configuration/messages';
  return {
    name: `a second default ${kind === 'email' ? 'SMTP' : 'SMS'} server`,
    apply: ({ configuration }) => {
      const count = itemCount(configuration, container);
      const hasDefault = paths(configuration, new RegExp(`^${container}/${kind}\\[\\d+\\]/default$`)).some((path) => textOf(configuration, path) !== '0');
      let mutated = hasDefault ? configuration : appendChild(configuration, container, { ...defaultServer(kind, fresh(1), '11'), item: true });
      mutated = appendChild(mutated, container, { ...defaultServer(kind, fresh(2), '22'), item: true });
      const index = count + (hasDefault ? 1 : 2);
      return { configuration: mutated, expected: { code, path: `${container}/${kind}[${index}]/default`, severity: 'error' } };
    },
  };
}

/** A filter of type 1 to break when the document has none. */
function videoAnalysisFilter(stream: string, zone: XmlNode | undefined, mode: number): XmlNode {
  return {
    ...element('filter', leaf('type', 1), guid(fresh(3)), leaf('name', 'Added'), leaf('stream-id', stream), leaf('mode', mode),
      element('mask', list('zones', zone ? [zone] : [])), leaf('detection-io', ''), leaf('loss-io', '')),
    item: true,
  };
}

export const MUTATIONS: readonly Mutation[] = [
  {
    name: 'a second default store',
    apply: ({ configuration, facts }, choice) => {
      const stores = paths(configuration, /^configuration\/parameters\/stores\/store\[\d+\]$/);
      const defaultIndex = facts.stores.indexOf(facts.defaultStore) + 1;
      const others = stores.map((_, index) => index + 1).filter((index) => index !== defaultIndex);
      if (others.length === 0) {
        const added = { ...element('store', guid(fresh(4)), leaf('name', 'Second 22'), leaf('default', 1), leaf('rescue', 0), leaf('path', '/second')), item: true };
        return {
          configuration: appendChild(configuration, 'configuration/parameters/stores', added),
          expected: { code: 'CONFIG.MANY_DEFAULT_STORES', path: `configuration/parameters/stores/store[${stores.length + 1}]/default`, severity: 'error' },
        };
      }
      const flipped = others[choice % others.length]!;
      // The first default in the list is the default; the problem stands on the later one.
      const later = Math.max(flipped, defaultIndex);
      return {
        configuration: setText(configuration, `configuration/parameters/stores/store[${flipped}]/default`, true),
        expected: { code: 'CONFIG.MANY_DEFAULT_STORES', path: `configuration/parameters/stores/store[${later}]/default`, severity: 'error' },
      };
    },
  },
  {
    name: 'no default store',
    apply: ({ configuration, facts }) => ({
      configuration: setText(configuration, `configuration/parameters/stores/store[${facts.stores.indexOf(facts.defaultStore) + 1}]/default`, false),
      expected: { code: 'CONFIG.NO_DEFAULT_STORE', path: 'configuration/parameters/stores', severity: 'error' },
    }),
  },
  secondDefault('email', 'CONFIG.MANY_DEFAULT_SMTP'),
  secondDefault('message', 'CONFIG.MANY_DEFAULT_SMS'),
  {
    name: 'a user in two groups',
    apply: ({ configuration }, choice) => {
      const user = choose(paths(configuration, /^configuration\/groups\/group\[\d+\]\/users\/user\[\d+\]$/), choice);
      if (user === undefined) return undefined;
      const groups = itemCount(configuration, 'configuration/groups');
      const copy = { ...element('group', guid(fresh(5)), leaf('name', 'Second group 22'), leaf('root', 0), list('users', [nodeAt(configuration, user)!]), list('rights', [])), item: true };
      return {
        configuration: appendChild(configuration, 'configuration/groups', copy),
        expected: { code: 'CONFIG.USER_ALREADY_IN_GROUP', path: `configuration/groups/group[${groups + 1}]/users/user[1]`, severity: 'error' },
      };
    },
  },
  {
    name: 'streams out of order (a stream repeated)',
    apply: ({ configuration }, choice) => {
      const video = choose(paths(configuration, /^configuration\/devices\/device\[\d+\]\/videos\/video\[\d+\]$/), choice)!;
      const videos = video.replace(/\/video\[\d+\]$/, '');
      const channelOf = (index: number) => textOf(configuration, `${videos}/video[${index}]/channel`);
      // The last stream of the chosen video's channel, repeated right after it: the repeat stands where the next stream number belongs.
      let last = Number(/\[(\d+)\]$/.exec(video)![1]);
      while (channelOf(last + 1) !== undefined && channelOf(last + 1) === channelOf(last)) last++;
      const original = nodeAt(configuration, `${videos}/video[${last}]`)!;
      const repeat = updateAt(updateAt(original, 'video/identifier', (node) => ({ ...node, text: fresh(6) })), 'video/io-connection', () => leaf('io-connection', ''));
      return {
        configuration: insertChild(configuration, videos, last, repeat),
        expected: { code: 'DEVICE.STREAMS_ORDER', path: `${videos}/video[${last + 1}]/stream`, severity: 'error' },
      };
    },
  },
  {
    name: 'a video setting the descriptor does not offer',
    apply: ({ configuration }, choice) => {
      const described = paths(configuration, /^configuration\/devices\/device\[\d+\]\/descriptor$/).map((path) => path.replace(/\/descriptor$/, ''));
      const codecs = described.flatMap((device) => paths(configuration, new RegExp(`^${device.replace(/[[\]]/g, '\\$&')}/videos/video\\[\\d+\\]/codec$`)));
      const path = choose(codecs, choice);
      return path === undefined ? undefined : { configuration: setText(configuration, path, 'vp8'), expected: { code: 'DEVICE.UNSUPPORTED_SETTING', path, severity: 'error' } };
    },
  },
  setLeaf('an audio codec no device offers', /^configuration\/devices\/device\[\d+\]\/audio-(inputs\/audio-input|outputs\/audio-output)\[\d+\]\/codec$/, 'Opus', 'DEVICE.UNSUPPORTED_SETTING', 'error'),
  setLeaf('a dangling link-id', TOP_LEVEL_INPUT, UNKNOWN, 'CONFIG.UNKNOWN_IO', 'warning'),
  {
    name: "a template's input read from outside its template",
    apply: ({ configuration, facts }, choice) => {
      const path = choose(paths(configuration, TOP_LEVEL_INPUT), choice)!;
      const input = facts.templateInputs[choice % facts.templateInputs.length]!;
      return { configuration: setText(configuration, path, input), expected: { code: 'CONFIG.UNKNOWN_IO', path, severity: 'warning' } };
    },
  },
  {
    name: "a nested gate reading another template's input",
    apply: ({ configuration }, choice) => {
      const path = choose(paths(configuration, /^configuration\/controller\/gates\/gate\[\d+\]\/gates\/gate\[\d+\]\/inputs\/input\[\d+\]\/link-id$/), choice)!;
      const template = /^configuration\/controller\/gates\/gate\[\d+\]/.exec(path)![0];
      // The own inputs of the other top-level templates: signals only inside them.
      const others = paths(configuration, /^configuration\/controller\/gates\/gate\[\d+\]\/inputs\/input\[\d+\]\/identifier$/).filter((input) => !input.startsWith(`${template}/`));
      const input = choose(others, choice)!;
      return { configuration: setText(configuration, path, textOf(configuration, input)!), expected: { code: 'CONFIG.UNKNOWN_IO', path, severity: 'warning' } };
    },
  },
  setLeaf('a template parameter naming a gate the template does not hold', /\/parameters\/parameter\[\d+\]\/gate-identifier$/, UNKNOWN, 'CONFIG.UNKNOWN_GATE', 'warning'),
  setLeaf('an alert naming a contact that is not there', /\/message\/contacts\/contact\[\d+\]\/identifier$/, UNKNOWN, 'CONFIG.UNKNOWN_CONTACT', 'warning'),
  setLeaf('an alert naming an FTP client that is not there', /\/ftp-identifier$/, UNKNOWN, 'CONFIG.UNKNOWN_FTP_CLIENT', 'warning'),
  setLeaf('an alert naming a receiver that is not there', /\/monitoring-identifier$/, UNKNOWN, 'CONFIG.UNKNOWN_MONITOR', 'warning'),
  setLeaf('an alert naming a video that is not there', /\/video-identifier$/, UNKNOWN, 'CONFIG.UNKNOWN_VIDEO', 'warning'),
  {
    name: 'a rights entry naming nothing',
    apply: ({ configuration }, choice) => {
      const path = choose(paths(configuration, /^configuration\/groups\/group\[\d+\]\/rights\/right\[\d+\]\/identifier$/), choice);
      if (path !== undefined) return { configuration: setText(configuration, path, UNKNOWN), expected: { code: 'CONFIG.UNKNOWN_RESOURCE', path, severity: 'warning' } };
      const right = { ...element('right', guid(UNKNOWN), leaf('live-read', 1)), item: true };
      return {
        configuration: appendChild(configuration, 'configuration/groups/group[1]/rights', right),
        expected: { code: 'CONFIG.UNKNOWN_RESOURCE', path: 'configuration/groups/group[1]/rights/right[1]/identifier', severity: 'warning' },
      };
    },
  },
  {
    name: 'a filter in mode 3',
    apply: ({ configuration, facts }, choice) => {
      const modes = paths(configuration, /^configuration\/filters\/filter\[\d+\]\/mode$/);
      const path = choose(modes, choice);
      if (path !== undefined) return { configuration: setText(configuration, path, 3), expected: { code: 'CONFIG.FILTER_MODE', path, severity: 'error' } };
      const index = itemCount(configuration, 'configuration/filters') + 1;
      return {
        configuration: appendChild(configuration, 'configuration/filters', videoAnalysisFilter(facts.videos[0]!, undefined, 3)),
        expected: { code: 'CONFIG.FILTER_MODE', path: `configuration/filters/filter[${index}]/mode`, severity: 'error' },
      };
    },
  },
  {
    name: 'a mask rectangle out of the picture',
    apply: ({ configuration, facts }, choice) => {
      const path = choose(paths(configuration, /\/mask\/zones\/zone\[\d+\]\/rect-right$/), choice);
      if (path !== undefined) return { configuration: setText(configuration, path, '1.500'), expected: { code: 'CONFIG.MASK_ZONE', path, severity: 'error' } };
      const zone = element('zone', leaf('rect-left', '0.100'), leaf('rect-top', '0.100'), leaf('rect-right', '1.500'), leaf('rect-bottom', '0.900'));
      const index = itemCount(configuration, 'configuration/filters') + 1;
      return {
        configuration: appendChild(configuration, 'configuration/filters', videoAnalysisFilter(facts.videos[0]!, zone, 1)),
        expected: { code: 'CONFIG.MASK_ZONE', path: `configuration/filters/filter[${index}]/mask/zones/zone[1]/rect-right`, severity: 'error' },
      };
    },
  },
  {
    name: 'a module recording to a store that is not there',
    apply: ({ configuration }, choice) => {
      const store = choose(paths(configuration, /^configuration\/devices\/device\[\d+\]\/videos\/video\[\d+\]\/store$/), choice)!;
      return {
        configuration: updateAt(configuration, store, () => element('store', leaf('use', 1), guid(UNKNOWN))),
        expected: { code: 'CONFIG.UNKNOWN_STORE', path: `${store}/identifier`, severity: 'warning' },
      };
    },
  },
  setLeaf('an exportation store that is not there', /^configuration\/exportation$/, UNKNOWN, 'CONFIG.EXPORTATION_STORE', 'error'),
  setLeaf('a relative storage path', /^configuration\/parameters\/stores\/store\[\d+\]\/path$/, 'records', 'FIELD.INVALID_STORAGE_PATH', 'error'),
  setLeaf('a blank user name', /^configuration\/groups\/group\[\d+\]\/users\/user\[\d+\]\/name$/, ' ', 'FIELD.USERNAME_REQUIRED', 'error'),
  setLeaf('a contact with an invalid mail address', /^configuration\/contacts\/contact\[\d+\]\/mail$/, 'not a mail', 'FIELD.INVALID_EMAIL', 'error'),
  setLeaf('an SMS sender with an invalid phone number', /^configuration\/messages\/message\[\d+\]\/sender-phone$/, 'call me', 'FIELD.INVALID_PHONE', 'error'),
];
