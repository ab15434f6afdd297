import { ErrorCode, Routes } from '@dental/contracts';
import { ApiError } from '../api/apiError';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { validateTemplateTextValues } from './templateRules';
import type { DataProvider } from 'react-admin';
import { TEMPLATE_EDITOR_CALLS, templateEditorCallOf, templatesAdapter, type TemplateEditorMethods } from './templatesAdapter';

const id = (n: number) => `65f0a1b2c3d4e5f6012300${String(n).padStart(2, '0')}`;
const summary = (n: number) => ({ _id: id(n), name: `Template ${n}`, description: 'd', version: 1, updatedAt: '2026-01-01T00:00:00Z' });

function templates() {
  const api = fakeApi();
  return { api, dataProvider: composeDataProvider({ template: templatesAdapter }, api.call) as DataProvider & TemplateEditorMethods };
}

describe('the template adapter', () => {
  it('pages by 50 and tells whether another page follows, as the API does not count', async () => {
    const { api, dataProvider } = templates();
    api.answer(
      Routes.listTemplates,
      Array.from({ length: 50 }, (_, i) => summary(i)),
      [summary(1)],
    );
    const full = await dataProvider.getList('template', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(api.calls[0].options.query).toEqual({ limit: '50', offset: '50' });
    expect(full.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    expect(full.data[0]).toMatchObject({ id: id(0), name: 'Template 0' });
    const last = await dataProvider.getList('template', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(last.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false });
  });

  it('creates a template, or duplicates the one named, answering the new template’s id', async () => {
    const { api, dataProvider } = templates();
    api.answer(Routes.storeTemplate, { _id: id(7), templateId: id(7), version: 1 });
    api.answer(Routes.duplicateTemplate, { _id: id(8), templateId: id(8), version: 1 });
    const created = await dataProvider.create('template', { data: { name: ' Ortho ', description: 'Check' } });
    expect(api.calls[0].options.body).toEqual({ name: 'Ortho', description: 'Check' });
    expect(created.data).toMatchObject({ id: id(7), name: 'Ortho' });
    const copy = await dataProvider.create('template', { data: { name: 'Copy', description: 'Check', duplicateOf: id(7) } });
    expect(api.calls[1].route).toBe(Routes.duplicateTemplate);
    expect(api.calls[1].options.body).toEqual({ templateId: id(7), name: 'Copy', description: 'Check' });
    expect(copy.data.id).toBe(id(8));
  });

  it('reads one template for the editor and renames it, keeping its content', async () => {
    const { api, dataProvider } = templates();
    const content = [{ _id: 's1', categoryName: 'Coverage', elements: [] }];
    api.answer(Routes.templateData, { _id: id(3), name: 'Old', description: 'd', version: 4, content });
    api.answer(Routes.updateTemplate, { _id: id(3), templateId: id(3), version: 5 });
    const { data } = await dataProvider.getOne('template', { id: id(3) });
    expect(api.calls[0].options.params).toEqual({ templateId: id(3) });
    const renamed = await dataProvider.update('template', { id: id(3), data: { name: 'New', description: 'd' }, previousData: data });
    expect(api.calls[1].options).toMatchObject({ params: { templateId: id(3) }, body: { name: 'New', description: 'd' } });
    expect(renamed.data).toMatchObject({ id: id(3), name: 'New', version: 5, content });
  });

  it('surfaces a refused name with the server’s words', async () => {
    const { api, dataProvider } = templates();
    api.answer(Routes.storeTemplate, new ApiError('Connection problem', 400, ErrorCode.BadInput, 'name: must be at most 40 characters'));
    await expect(dataProvider.create('template', { data: { name: 'x', description: 'y' } })).rejects.toThrow(
      'name: must be at most 40 characters',
    );
  });
});

describe('the template editor’s calls, the data provider’s templateEditorCall', () => {
  it('sends a category with the template’s id and answers what the server answers', async () => {
    const { api, dataProvider } = templates();
    api.answer(Routes.storeSection, { sectionId: 's9', version: 6 });
    const body = { templateId: id(3), categoryName: 'Coverage', sectionType: 'info', orderNumber: 2 };
    const answer = await dataProvider.templateEditorCall({ name: 'storeSection', options: { body } });
    expect(api.calls).toEqual([{ route: Routes.storeSection, options: { body } }]);
    expect(answer).toEqual({ sectionId: 's9', version: 6 });
  });

  it('names each call by its route, and knows no route the editor does not call', () => {
    expect(templateEditorCallOf(Routes.deletePlacement)).toBe('deletePlacement');
    expect(templateEditorCallOf(Routes.downloadTemplate)).toBe('downloadTemplate');
    expect(templateEditorCallOf(Routes.listTemplates)).toBeUndefined();
    for (const name of Object.keys(TEMPLATE_EDITOR_CALLS)) expect(templateEditorCallOf(TEMPLATE_EDITOR_CALLS[name as never])).toBe(name);
  });

  it('refuses a call the template does not have, naming it, and asks nothing', async () => {
    const { api, dataProvider } = templates();
    await expect(dataProvider.templateEditorCall({ name: 'deleteTemplate' })).rejects.toThrow('template cannot be asked deleteTemplate');
    expect(api.calls).toHaveLength(0);
  });

  it('surfaces a refused category with the server’s words and its code', async () => {
    const { api, dataProvider } = templates();
    api.answer(Routes.updateSection, new ApiError('Connection problem', 400, ErrorCode.BadInput, 'categoryName: required'));
    const failure = dataProvider.templateEditorCall({ name: 'updateSection', options: { params: { id: 's1' }, body: {} } });
    await expect(failure).rejects.toThrow('categoryName: required');
    await expect(failure).rejects.toMatchObject({ code: ErrorCode.BadInput, serverMessage: 'categoryName: required' });
  });
});

describe('the template form', () => {
  it('requires a name and a description of at most 40 characters', () => {
    expect(validateTemplateTextValues({ name: '', description: null })).toEqual({ name: 'Required', description: 'Required' });
    expect(validateTemplateTextValues({ name: 'x'.repeat(41), description: 'ok' })).toEqual({ name: 'At most 40 characters' });
  });
});
