import { Routes, TRANSACTION_PLAN_EXAMPLE } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi, selectPractices } from '../testing/fakeApi';
import { AUDIT_ACTION, TRANSACTION_PLAN_RESOURCE, transactionPlansAdapter } from './transactionPlansAdapter';

const practice = { _id: '65f0a1b2c3d4e5f601234501', clientId: '65f0a1b2c3d4e5f601230001', name: 'Downtown' };
const planId = '65f0a1b2c3d4e5f6012345aa';
const list = { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const plan = { _id: planId, employer: 'Acme', plannum: 'PPO-2000', audit: false, sections: TRANSACTION_PLAN_EXAMPLE.sections };

const provider = () => {
  const api = fakeApi();
  return { api, dataProvider: composeDataProvider({ [TRANSACTION_PLAN_RESOURCE]: transactionPlansAdapter }, api.call) };
};

describe('the transaction plans adapter', () => {
  beforeEach(() => selectPractices([practice]));

  it("lists the first selected practice's plans, paged on the server", async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.listTransactionPlans, { records: [{ _id: planId, employer: 'Acme' }], recordsQty: 11 });
    expect(await dataProvider.getList(TRANSACTION_PLAN_RESOURCE, list)).toEqual({ data: [{ id: planId, employer: 'Acme' }], total: 11 });
    expect(api.calls[0].options.query).toEqual({ practiceId: practice._id, page: '2', limit: '10' });
  });

  it('asks nothing without a selected practice', async () => {
    selectPractices([]);
    const { api, dataProvider } = provider();
    expect(await dataProvider.getList(TRANSACTION_PLAN_RESOURCE, list)).toEqual({ data: [], total: 0 });
    expect(api.calls).toEqual([]);
  });

  it('reads a plan from its bookmarks call and saves the edited sections as values by bookmark code', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.transactionPlanBookmarks, plan);
    const { data } = await dataProvider.getOne(TRANSACTION_PLAN_RESOURCE, { id: planId });
    expect(api.calls[0]).toMatchObject({ route: Routes.transactionPlanBookmarks, options: { params: { id: planId } } });

    const sections = structuredClone(TRANSACTION_PLAN_EXAMPLE.sections);
    sections[1].bookmarks[1].value = '90%';
    api.answer(Routes.saveTransactionPlanBookmarks, { message: 'saved', plan: { ...plan, sections } });
    const saved = await dataProvider.update(TRANSACTION_PLAN_RESOURCE, { id: planId, data: { ...data, sections }, previousData: data });
    expect(api.calls[1].options).toMatchObject({
      params: { id: planId },
      body: {
        bookmarks: { PLAN_CARRIER: 'Delta Dental', PLAN_RENEWAL: 'January', PREVENTIVE_PCT: '100%', BASIC_PCT: '90%', MAJOR_PCT: '50%' },
      },
    });
    expect(saved.data).toMatchObject({ id: planId, sections });
  });

  it("sends the Audit toggle as the text 'true' or 'false'", async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.auditTransactionPlan, { message: 'ok', plan: { ...plan, audit: true } }, { message: 'ok', plan });
    const verified = await dataProvider.update(TRANSACTION_PLAN_RESOURCE, {
      id: planId,
      data: { audit: true },
      previousData: { id: planId },
      meta: { action: AUDIT_ACTION },
    });
    expect(api.calls[0].options).toMatchObject({ params: { id: planId }, body: { audit: 'true' } });
    expect(verified.data).toMatchObject({ id: planId, audit: true });
    await dataProvider.update(TRANSACTION_PLAN_RESOURCE, {
      id: planId,
      data: { audit: false },
      previousData: { id: planId },
      meta: { action: AUDIT_ACTION },
    });
    expect(api.calls[1].options.body).toEqual({ audit: 'false' });
  });

  it('never turns a save without sections into an audit change', async () => {
    const { api, dataProvider } = provider();
    await expect(
      dataProvider.update(TRANSACTION_PLAN_RESOURCE, {
        id: planId,
        data: { audit: false, employer: 'Acme' },
        previousData: { id: planId },
      }),
    ).rejects.toThrow('The plan has no bookmark sections to save');
    expect(api.calls).toEqual([]);
  });
});
