// @vitest-environment node
// Node's own FormData and File. The form's names are read back with the server's own tree
// builder (formBody.ts `formTree`); the wire itself (multipart through @fastify/multipart, the
// file streamed to the storage) is tested at the route (server/modules/reference).
import { describe, expect, it } from 'vitest';
import { formTree } from '../../server/http/formBody';
import { services } from '../../src/registries';
import { passportRemoved, serviceFormData } from './serviceFormData';

const values = {
  id: '7',
  code: '901',
  name: 'Опрессовка газопровода',
  slug: '',
  short_name: 'Опрессовка',
  account_types: ['individual_person', 'entrepreneur'],
  description: 'Испытание газопровода на герметичность',
  sla_period: '14',
  sla_kind: 'calendar',
  active: true,
  additional_service: false,
  documents_list: null,
  // Read-only parts of an edited record stay out of the body.
  kind: 'service_901',
  organization_ids: ['1'],
  created_at: '2024-03-01T09:30:00Z',
};

const entries = (form: FormData) =>
  [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);

function parse(form: FormData) {
  return formTree(form.entries());
}

describe('serviceFormData', () => {
  it('sends the form fields under the key service, lists once per item, no read-only parts', () => {
    expect(entries(serviceFormData(services, values))).toEqual([
      ['service[code]', '901'],
      ['service[name]', 'Опрессовка газопровода'],
      ['service[slug]', ''],
      ['service[short_name]', 'Опрессовка'],
      ['service[account_types][]', 'individual_person'],
      ['service[account_types][]', 'entrepreneur'],
      ['service[description]', 'Испытание газопровода на герметичность'],
      ['service[sla_period]', '14'],
      ['service[sla_kind]', 'calendar'],
      ['service[active]', 'true'],
      ['service[additional_service]', 'false'],
      ['service[documents_list]', ''],
    ]);
  });

  it('reads back on the server as {service: {...}} with the passport file', () => {
    const passport = new File(['%PDF-1.4\n%%EOF'], 'Паспорт услуги.pdf', {
      type: 'application/pdf',
    });
    const tree = parse(serviceFormData(services, { ...values, passport })) as {
      service: Record<string, unknown>;
    };
    expect(tree.service).toMatchObject({
      code: '901',
      slug: '',
      account_types: ['individual_person', 'entrepreneur'],
      sla_period: '14',
      active: 'true',
      additional_service: 'false',
      passport: { name: 'Паспорт услуги.pdf', type: 'application/pdf' },
    });
    expect(tree.service).not.toHaveProperty('remove_passport');
  });

  it('sends an emptied list as one empty field, which the server reads as none', () => {
    const form = serviceFormData(services, { ...values, account_types: [] });
    expect(form.getAll('service[account_types]')).toEqual(['']);
    expect(form.getAll('service[account_types][]')).toEqual([]);
    const tree = parse(form) as { service: Record<string, unknown> };
    expect(tree.service.account_types).toBe('');
  });

  it('leaves the fields the form does not hold out (a new service before typing)', () => {
    const form = serviceFormData(services, { code: '5', sla_period: 10, sla_kind: 'business' });
    expect(entries(form)).toEqual([
      ['service[code]', '5'],
      ['service[sla_period]', '10'],
      ['service[sla_kind]', 'business'],
    ]);
  });

  it('marks remove_passport for a removed stored passport, not for an untouched one', () => {
    const stored = { url: '/v1/services/7/passport', name: 'p.pdf' };
    const record = { ...values, passport: stored };
    const removed = serviceFormData(services, { ...values, passport: null }, record);
    expect(removed.get('service[remove_passport]')).toBe('true');
    expect(removed.has('service[passport]')).toBe(false);
    expect(passportRemoved(services, { passport: null }, record)).toBe(true);

    const kept = serviceFormData(services, { ...values, passport: stored }, record);
    expect(kept.has('service[remove_passport]')).toBe(false);
    expect(kept.has('service[passport]')).toBe(false);
    expect(passportRemoved(services, { passport: stored }, record)).toBe(false);

    // A new PDF in place of the stored one replaces it; nothing to remove.
    const file = new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' });
    const replaced = serviceFormData(services, { ...values, passport: file }, record);
    expect(replaced.has('service[remove_passport]')).toBe(false);
    expect((replaced.get('service[passport]') as File).name).toBe('new.pdf');
    // Nothing stored, nothing picked: no passport field at all.
    expect(serviceFormData(services, { ...values, passport: null }).has('service[passport]')).toBe(
      false,
    );
  });
});
