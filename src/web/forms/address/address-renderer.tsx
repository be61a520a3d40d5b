// The address field (contract Address): typing a 7-digit zip looks it up in the catalogue and
// fills in the prefecture and municipality it names, offering its towns; choosing a prefecture
// narrows the municipalities, and a municipality the towns (issue 4). The selects are
// controlled by the form's values, so a saved address shows even before its lists arrive.
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type CompositionEvent, type FocusEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { answerGuard } from '../../loading/answer-guard';
import { describing, ErrorText, GroupShell } from '../field-anatomy';
import * as css from '../field-anatomy.css';
import { fieldIdOf, pathIn } from '#shared/forms/field-ids';
import { addressPartLabels, type AddressPart } from '#shared/forms/field-types/address';
import { useFormUi } from '../form-ui-context';
import { helpedInputProps, type TextLikeElement } from '../helped-input';
import type { RendererProps } from '../renderers/renderer-types';
import type { City, Pref, ZipArea } from './address-catalogue';
import { choiceAfterPref, choiceAfterZip, cityOptions, lookupAnnouncement, lookupFailedAnnouncement, prefChangedAnnouncement, prefOptions, townOptions, withCurrent, type AddressChoice, type KeptChoices } from './address-candidates';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isZip = (value: string) => /^\d{7}$/.test(value);
const choiceParts = ['pref', 'jis_code', 'city', 'town'] as const satisfies readonly (keyof AddressChoice & AddressPart)[];
/**
 * WCAG 1.3.5 (input purpose): each part says what it holds, so browsers and assistive tools can
 * fill it in. The field's name is the autofill section, keeping the old and new addresses apart.
 */
const autofillTokens = { zipcode: 'postal-code', pref: 'address-level1', city: 'address-level2', town: 'address-level3', line: 'address-line1' } as const;

/** Loads a list for `key` (none while the key is ''), dropping answers for a key already left. */
function useList<T>(key: string, load: (key: string) => Promise<readonly T[]>): readonly T[] {
  const [list, setList] = useState<{ key: string; items: readonly T[] }>({ key: '', items: [] });
  useEffect(() => {
    if (key === '') return;
    const answers = answerGuard();
    load(key).then(
      answers.whileLive((items) => setList({ key, items })),
      answers.whileLive(() => setList({ key, items: [] })),
    );
    return answers.end;
  }, [key, load]);
  return list.key === key ? list.items : [];
}

export function AddressRenderer({ field, base }: RendererProps<'address'>) {
  const path = pathIn(base, field.name);
  const at = useCallback((part: AddressPart) => `${path}.${part}`, [path]);
  const { register, setValue, getValues, control } = useFormContext();
  const { errors, catalogue } = useFormUi();
  const [pref, jisCode, town] = (useWatch({ control, name: [at('pref'), at('jis_code'), at('town')] }) as unknown[]).map(text) as [string, string, string];

  const loadPrefs = useCallback(() => catalogue.prefs(), [catalogue]);
  const loadCities = useCallback((code: string) => catalogue.cities(code), [catalogue]);
  const loadTowns = useCallback((code: string) => catalogue.towns(code), [catalogue]);
  const prefs = useList<Pref>('all', loadPrefs);
  const prefCode = prefs.find((item) => item.name === pref)?.code ?? '';
  const cities = useList<City>(prefCode, loadCities);
  const cityTowns = useList<string>(/^\d{6}$/.test(jisCode) ? jisCode : '', loadTowns);

  const [areas, setAreas] = useState<readonly ZipArea[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const lookedUp = useRef('');
  const kept = useRef<KeptChoices>({});
  const currentChoice = useCallback(
    () => Object.fromEntries(choiceParts.map((part) => [part, text(getValues(at(part)))])) as unknown as AddressChoice,
    [getValues, at],
  );

  const lookUp = useCallback(
    async (zipcode: string, fill: boolean) => {
      lookedUp.current = zipcode;
      let found: readonly ZipArea[] | null = null;
      try {
        found = await catalogue.areasOfZip(zipcode);
      } catch {
        // Spec §5: a failed lookup flags nothing; the resident chooses from the lists instead.
      }
      if (lookedUp.current !== zipcode) return;
      setAreas(found ?? []);
      if (!fill) return;
      if (!found) {
        setAnnouncement(lookupFailedAnnouncement);
        return;
      }
      const current = currentChoice();
      const next = choiceAfterZip(found, current);
      for (const part of choiceParts) if (next[part] !== current[part]) setValue(at(part), next[part], { shouldDirty: true });
      setAnnouncement(lookupAnnouncement(found));
    },
    [catalogue, currentChoice, setValue, at],
  );

  // A saved zip offers its towns again, without changing what was saved.
  useEffect(() => {
    const saved = text(getValues(at('zipcode')));
    if (isZip(saved)) void lookUp(saved, false);
  }, [getValues, at, lookUp]);

  const zipTyped = (value: string) => {
    if (isZip(value) && value !== lookedUp.current) void lookUp(value, true);
    if (!isZip(value)) lookedUp.current = '';
  };

  const errorAt = (errorPath: string) => (Object.hasOwn(errors, errorPath) ? errors[errorPath] : undefined);
  const group = { path, supportText: field.supportText, error: errorAt(path) };
  /** The props of one shown part (the municipality select is shown as 'city' and sets jis_code too). */
  const partProps = (part: keyof typeof autofillTokens) => {
    const partPath = at(part);
    return {
      id: fieldIdOf(partPath),
      autoComplete: `section-${field.name} ${autofillTokens[part]}`,
      'aria-required': field.required && part !== 'town' ? (true as const) : undefined,
      ...describing({ path: partPath, error: errorAt(partPath) }, group),
    };
  };
  const label = (part: keyof typeof addressPartLabels) => (
    <label htmlFor={fieldIdOf(at(part))} className={css.partLabel}>
      {addressPartLabels[part]}
    </label>
  );
  const error = (part: AddressPart) => <ErrorText path={at(part)} message={errorAt(at(part))} />;

  const zip = helpedInputProps(register(at('zipcode')), field.zipcodeHelpers);
  const line = helpedInputProps(register(at('line')), field.lineHelpers);

  const choosePref = (event: ChangeEvent<HTMLSelectElement>) => {
    const change = choiceAfterPref(currentChoice(), event.target.value, kept.current);
    kept.current = change.kept;
    for (const part of choiceParts) setValue(at(part), change.choice[part], { shouldDirty: true });
    setAnnouncement(change.announcement);
  };
  const chooseCity = (event: ChangeEvent<HTMLSelectElement>) => {
    const city = cities.find((item) => item.jis_code === event.target.value);
    setValue(at('jis_code'), event.target.value, { shouldDirty: true });
    setValue(at('city'), city?.name ?? '', { shouldDirty: true });
    setValue(at('town'), '', { shouldDirty: true });
    // 「選び直してください」 has been answered.
    setAnnouncement((said) => (said === prefChangedAnnouncement ? '' : said));
  };
  const chooseTown = (event: ChangeEvent<HTMLSelectElement>) => setValue(at('town'), event.target.value, { shouldDirty: true });

  const savedCity = text(getValues(at('city')));
  const towns = townOptions(areas, jisCode, cityTowns).map((name) => ({ value: name, label: name }));

  return (
    <GroupShell legend={field.label} required={field.required} path={path} supportText={field.supportText} error={group.error}>
      <div className={css.addressParts}>
        <div className={css.stacked}>
          {label('zipcode')}
          <input
            {...partProps('zipcode')}
            {...zip}
            onChange={(event: ChangeEvent<TextLikeElement>) => {
              const result = zip.onChange(event);
              zipTyped(event.target.value);
              return result;
            }}
            onCompositionEnd={(event: CompositionEvent<TextLikeElement>) => {
              zip.onCompositionEnd(event);
              zipTyped(event.currentTarget.value);
            }}
            onBlur={(event: FocusEvent<TextLikeElement>) => {
              const result = zip.onBlur(event);
              zipTyped(event.target.value);
              return result;
            }}
            type="text"
            inputMode="numeric"
            spellCheck={false}
            className={css.shortInput}
          />
          {error('zipcode')}
          <p role="status" className={css.supportText}>
            {announcement}
          </p>
        </div>
        <div className={css.stacked}>
          {label('pref')}
          <select {...partProps('pref')} value={pref} onChange={choosePref} className={css.select}>
            <option value="">選択してください</option>
            {withCurrent(prefOptions(prefs), pref).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error('pref')}
        </div>
        <div className={css.stacked}>
          {label('city')}
          <select {...partProps('city')} value={jisCode} onChange={chooseCity} className={css.select}>
            <option value="">選択してください</option>
            {withCurrent(cityOptions(cities), jisCode, savedCity).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error('city')}
        </div>
        <div className={css.stacked}>
          {label('town')}
          <select {...partProps('town')} value={town} onChange={chooseTown} className={css.select}>
            <option value="">選択してください</option>
            {withCurrent(towns, town).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {error('town')}
        </div>
        <div className={css.stacked}>
          {label('line')}
          <input {...partProps('line')} {...line} type="text" className={css.input} />
          {error('line')}
        </div>
      </div>
    </GroupShell>
  );
}
