import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../validation/messages';
import {
  addressTitle,
  formatConsumption,
  leadFieldTitle,
  leadSubmissionErrors,
  parseConsumption,
  parseLeadAttributes,
} from './fields';

describe('planned hourly consumption', () => {
  it('accepts comma and dot decimals and stores them with a dot', () => {
    expect(parseConsumption('5,5')).toBe('5.5');
    expect(parseConsumption('5.50')).toBe('5.5');
    expect(parseConsumption(' 007 ')).toBe('7');
    expect(parseConsumption(12.125)).toBe('12.125');
    expect(parseConsumption('0,000')).toBe('0');
  });

  it('refuses what is not such a number', () => {
    for (const bad of ['', 'abc', '5,5,5', '-1', '1.2345', '1e3', '123456789012', null, {}]) {
      expect(parseConsumption(bad)).toBeUndefined();
    }
  });

  it('shows the stored value with a comma', () => {
    expect(formatConsumption('5.500')).toBe('5,5');
    expect(formatConsumption('12')).toBe('12');
    expect(formatConsumption(null)).toBeNull();
  });
});

describe('parseLeadAttributes', () => {
  it('normalises what it accepts', () => {
    const { values, errors, unknown } = parseLeadAttributes(
      {
        planned_gas_consumption: '5,5',
        last_tu_date: '01.03.2020',
        has_confidant: 'true',
        feedback_type: 'Почта',
        contact_info: { fullname: ' Иванов И. И. ', phone: '8 (912) 345-67-89' },
        gas_object_address: { id: '7', region: 'Псковская область', house: '5' },
        uid: '60-ПС-000001',
      },
      { staff: false },
    );
    expect(errors).toEqual([]);
    expect(unknown).toEqual([]);
    expect(values).toEqual({
      planned_gas_consumption: '5.5',
      last_tu_date: '2020-03-01',
      has_confidant: true,
      feedback_type: 'Почта',
      contact_info: { fullname: 'Иванов И. И.', phone: '79123456789' },
      gas_object_address: { region: 'Псковская область', house: '5' },
    });
  });

  it('reports each bad value on its path with the seeds message', () => {
    const { errors } = parseLeadAttributes(
      {
        planned_gas_consumption: 'много',
        snt_ogrn: '1234567890123',
        owner: {
          email: 'a@b',
          snils: '112-233-445 96',
          passport: { date: '31.02.2020', colour: 'x' },
        },
        correspondence_address: { zip_code: '1800', oktmo: '123' },
        gas_object_address: 'г. Псков',
        extra_info: 'x'.repeat(5001),
      },
      { staff: true },
    );
    const byField = Object.fromEntries(errors.map((e) => [e.field, e.detail]));
    expect(byField).toEqual({
      planned_gas_consumption: m.invalid,
      snt_ogrn: m.invalid,
      'owner.email': m.email,
      'owner.snils': m.snils,
      'owner.passport.date': m.invalid,
      'owner.passport.colour': m.invalid,
      'correspondence_address.zip_code': m.invalid,
      'correspondence_address.oktmo': m.invalid,
      gas_object_address: m.invalid,
      extra_info: 'Длина должна быть не больше 5000 символов',
    });
    expect(errors.find((e) => e.field === 'owner.snils')!.title).toBe('СНИЛС');
  });

  it('keeps the staff-only attributes from applicants', () => {
    const site = parseLeadAttributes({ is_complex: true, epgu_order_id: '1' }, { staff: false });
    expect(site.unknown).toEqual(['is_complex', 'epgu_order_id']);
    const console = parseLeadAttributes({ is_complex: true, epgu_order_id: '1' }, { staff: true });
    expect(console.values).toEqual({ is_complex: true, epgu_order_id: '1' });
  });

  it('clears a group sent empty or null', () => {
    expect(parseLeadAttributes({ owner: null }, { staff: true }).values).toEqual({
      owner: null,
    });
    expect(parseLeadAttributes({ contact_info: { phone: '' } }, { staff: true }).values).toEqual({
      contact_info: null,
    });
  });
});

describe('leadSubmissionErrors', () => {
  const complete = {
    service_id: '1',
    organization_id: '2',
    service_kind: 'consultation',
    gas_object_address: { region: 'Псковская область', city: 'г. Псков' },
    feedback_type: 'E-mail',
    contract_sign_type: 'handwritten',
    informed_consent: true,
  };

  it('passes a complete lead', () => {
    expect(leadSubmissionErrors(complete)).toEqual([]);
  });

  it('names every missing piece', () => {
    expect(leadSubmissionErrors({}).map((e) => e.field)).toEqual([
      'service',
      'organization',
      'gas_object_address.region',
      'gas_object_address.settlement',
      'informed_consent',
      'feedback_type',
      'contract_sign_type',
    ]);
  });

  it('asks for what the service, the channel and the representative need', () => {
    const fields = leadSubmissionErrors({
      ...complete,
      service_kind: 'snt_dogasification',
      feedback_type: 'Почта',
      has_confidant: true,
      owner: { snils: '112-233-445 95', passport: { identification_document: 'Паспорт' } },
    }).map((e) => e.field);
    expect(fields).toEqual([
      'correspondence_address.region',
      'correspondence_address.zip_code',
      'planned_gas_consumption',
      'snt_name',
      'snt_inn',
      'owner.fullname',
      'owner.phone',
      'owner.passport.number',
      'owner.passport.date',
    ]);
  });
});

describe('labels and titles', () => {
  it('titles nested paths by their part', () => {
    expect(leadFieldTitle('gas_object_address')).toBe('Адрес объекта газификации');
    expect(leadFieldTitle('gas_object_address.house')).toBe('Дом');
    expect(leadFieldTitle('owner.passport.number')).toBe('Номер');
    expect(leadFieldTitle('service')).toBe('Услуга');
    expect(leadFieldTitle('nothing.here')).toBe('nothing.here');
  });

  it('makes the one-line address from its parts unless given', () => {
    expect(
      addressTitle({ region: 'Псковская область', city: 'г. Псков', house: '5', flat: '2' }),
    ).toBe('Псковская область, г. Псков, д. 5, кв. 2');
    expect(addressTitle({ title: 'Свой адрес', region: 'X' })).toBe('Свой адрес');
    expect(addressTitle({})).toBeNull();
  });
});
