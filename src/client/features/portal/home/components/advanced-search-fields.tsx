import { useQuery } from '@tanstack/react-query';
// direct import: through the area's index.ts, staff-only modules would join the public pages' chunks.
import { offeredEntries } from '../../../../../shared/api/study/dict';
// direct import: through the area's index.ts, staff-only modules would join the public pages' chunks.
import { DictCode } from '../../../../../shared/domain/study/dictionaries';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { dictName, siteQueries } from '../../../../lib/site-queries';
import { PlainTextField } from '../../../../ui/plain-field';
import type { FilterForm } from '../home-search';
import { advancedSearchMessages } from '../messages';
import { FilterSelect } from './filter-select';

type TextFilterField =
  'name' | 'institutionAcceptNumber' | 'trialMedicine' | 'runStage' | 'previousTreatmentDrug' | 'researchName';

export interface AdvancedSearchFieldsProps {
  form: FilterForm;
  onChange: <K extends keyof FilterForm>(field: K, value: FilterForm[K]) => void;
}

/** Every filter of SPEC §2, in its order; options come from the one dictionary batch. */
export function AdvancedSearchFields({ form, onChange }: AdvancedSearchFieldsProps) {
  const t = useMessages(advancedSearchMessages);
  const { data: dictionaries } = useQuery(siteQueries.dictionaries());
  const { locale } = useLocale();
  const entries = (code: string) => offeredEntries(dictionaries?.[code]);
  const items = (code: string) => entries(code).map((item) => ({ key: item.key, value: dictName(item, locale) }));
  const textField = (field: TextFilterField) => (
    <PlainTextField
      label={t[field]}
      value={form[field]}
      onChange={(event) => onChange(field, event.target.value)}
      maxLength={100}
    />
  );

  return (
    <div className="portal-advanced-fields">
      {textField('name')}
      {textField('institutionAcceptNumber')}
      {textField('trialMedicine')}
      <FilterSelect
        label={t.testedDiseases}
        value={form.testedDiseases}
        onChange={(value) => onChange('testedDiseases', value)}
        // The project list matches diseases by name, so the option values are the names.
        options={entries(DictCode.disease).map((item) => ({ key: item.value, value: dictName(item, locale) }))}
        emptyLabel={t.none}
      />
      <FilterSelect
        label={t.trialType}
        value={form.trialType}
        onChange={(value) => onChange('trialType', value)}
        options={items(DictCode.clinicalResearchType)}
        emptyLabel={t.all}
      />
      <FilterSelect
        multiple
        label={t.trialStages}
        value={form.trialStages}
        onChange={(value) => onChange('trialStages', value)}
        options={items(DictCode.trialStages)}
      />
      <FilterSelect
        multiple
        label={t.pathologicType}
        value={form.pathologicType}
        onChange={(value) => onChange('pathologicType', value)}
        options={items(DictCode.pathologicType)}
      />
      {textField('runStage')}
      <FilterSelect
        disabled
        label={t.recruitStatus}
        value={form.recruitStatus}
        onChange={(value) => onChange('recruitStatus', value)}
        options={items(DictCode.recruitStatus)}
      />
      {textField('previousTreatmentDrug')}
      {textField('researchName')}
      <FilterSelect
        label={t.targetSpot}
        value={form.targetSpot}
        onChange={(value) => onChange('targetSpot', value)}
        options={items(DictCode.targetSpot)}
        emptyLabel={t.none}
      />
    </div>
  );
}
