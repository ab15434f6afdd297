import { Routes, TemplateMessages } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { sharedElementsAdapter } from './sharedElementsAdapter';
import { validateShared } from './sharedElementsRules';

const templateId = '65f0a1b2c3d4e5f601230007';
const form = { _id: templateId, name: 'Dental FBD', description: 'd', version: 3, content: [] };

function sharedElements() {
  const api = fakeApi();
  return { api, dataProvider: composeDataProvider({ 'shared-elements': sharedElementsAdapter }, api.call) };
}

describe('the shared-elements adapter', () => {
  it('reads a template with the ids of the bookmarks it shares', async () => {
    const { api, dataProvider } = sharedElements();
    api.answer(Routes.templateData, form);
    api.answer(Routes.sharedElements, [
      { templateId, templateName: 'Dental FBD', elements: [{ _id: 'p1', bookmark: 'A', label: 'A', categoryName: 'C' }] },
    ]);
    const { data } = await dataProvider.getOne('shared-elements', { id: templateId });
    expect(api.calls.find((c) => c.route === Routes.sharedElements)?.options.query).toEqual({ templateId });
    expect(data).toMatchObject({ id: templateId, name: 'Dental FBD', elements: ['p1'] });
  });

  it('reads no shared bookmarks as none chosen', async () => {
    const { api, dataProvider } = sharedElements();
    api.answer(Routes.templateData, form);
    api.answer(Routes.sharedElements, []);
    expect((await dataProvider.getOne('shared-elements', { id: templateId })).data.elements).toEqual([]);
  });

  it('shares the chosen bookmarks of the template', async () => {
    const { api, dataProvider } = sharedElements();
    api.answer(Routes.shareElements, { templateId, templateName: 'Dental FBD', elements: [] });
    const { data } = await dataProvider.update('shared-elements', {
      id: templateId,
      data: { ...form, id: templateId, elements: ['p1', 'p2'] },
      previousData: { ...form, id: templateId, elements: [] },
    });
    expect(api.calls[0].options.body).toEqual({ templateId, elements: ['p1', 'p2'] });
    expect(data.elements).toEqual(['p1', 'p2']);
  });

  it('asks for at least one bookmark before sharing', () => {
    expect(validateShared({ elements: [] })).toEqual({ elements: TemplateMessages.selectBookmark });
    expect(validateShared({ elements: ['p1'] })).toEqual({});
  });
});
