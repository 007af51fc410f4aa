import { describe, expect, it } from 'vitest';
import { pickFiles, uploadChosen } from './chosenFiles';
import { leadBody, splitServerErrors, valuesOfLead } from './model';

/** A догазификация's consent, service, organization and region: what every lead carries. */
const chosen = {
  informed_consent: true,
  has_confidant: false,
  service: '30',
  organization: '2',
  'gas_object_address.region': 'Псковская область',
};

describe('the wizard model', () => {
  it('reads a stored lead back into the values it was sent from', () => {
    const values = {
      ...chosen,
      'gas_object_address.has_capital_construction': true,
      planned_gas_consumption: '5,5',
      last_tu_date: '04.05.2020',
    };
    const sent = leadBody(values, 'dogasification').data;
    const stored = {
      ...sent.attributes,
      service_id: 30,
      organization_id: '2',
      branch_id: null,
      // The API answers dates ISO.
      last_tu_date: '2020-05-04',
    };
    expect(valuesOfLead(stored, 'dogasification')).toEqual(values);
  });

  it('sends emptied fields as null when a draft is saved again', () => {
    const values = {
      ...chosen,
      'gas_object_address.city': '',
      'contact_info.full_name': ' ',
      extra_info: '',
    };
    const first = leadBody(values, 'dogasification').data;
    expect(first.attributes).not.toHaveProperty('extra_info');
    expect(first.attributes).not.toHaveProperty('contact_info');
    expect(first.relationships).not.toHaveProperty('branch');
    const again = leadBody(values, 'dogasification', { clear: true }).data;
    expect(again.attributes).toMatchObject({
      extra_info: null,
      contact_info: null,
      correspondence_address: null,
      gas_object_address: { region: 'Псковская область' },
    });
    expect(again.relationships.branch).toEqual({ data: null });
  });

  it('splits a 422 into what a step shows and what none does', () => {
    expect(
      splitServerErrors({
        service_id: 'Поле обязательно для заполнения',
        'gas_object_address.region': 'Поле заполнено некорректно',
        user: 'Заявитель не найден',
      }),
    ).toEqual({
      mapped: {
        service: 'Поле обязательно для заполнения',
        'gas_object_address.region': 'Поле заполнено некорректно',
      },
      unmapped: true,
    });
    expect(splitServerErrors(undefined)).toEqual({ mapped: {}, unmapped: false });
  });
});

describe('chosen files', () => {
  it('keeps the acceptable files and names the refused ones', () => {
    const exe = new File(['MZ'], 'a.exe');
    const pdf = new File(['%PDF'], 'b.pdf');
    const { files, refused } = pickFiles([], [exe, pdf], 'passport');
    expect(files.map((f) => [f.kind, f.file.name])).toEqual([['passport', 'b.pdf']]);
    expect(refused).toMatch(/^a\.exe: /);
    expect(pickFiles(files, [pdf], 'snils').files).toHaveLength(2);
  });

  it('uploads every file, reports progress and names the failures', async () => {
    const files = pickFiles(
      [],
      [new File(['1'], 'one.pdf'), new File(['2'], 'two.pdf')],
      'other',
    ).files;
    const seen: number[] = [];
    const failed = await uploadChosen(
      files,
      async (chosen, onProgress) => {
        onProgress(1);
        if (chosen.file.name === 'one.pdf') throw new Error('part');
      },
      (f) => seen.push(f),
    );
    expect(failed).toEqual(['one.pdf']);
    expect(seen).toEqual([0, 0.5, 0.5, 1]);
  });
});
