/**
 * The templates service in-process against real Postgres and the Kafka stand-in, asked through the
 * same request-reply the gateway uses: every call of spec 02 §7, the in-use protection, reorder,
 * duplicate, versions and their event, and the template document (merges: documents.int-spec.ts).
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import PizZip from 'pizzip';
import {
  ErrorCode,
  TemplateMessages,
  TemplatesCommands as C,
  Topics,
  formFields,
  formState,
  type Actor,
  type CommandDef,
  type CommandRequest,
  type CommandAnswer,
  type TemplateChangedEvent,
  type TemplateForm,
} from '@dental/contracts';
import type { RpcClient } from '@dental/messaging';
import {
  DEMO_PRACTICES,
  DEMO_TEMPLATES,
  TopicListener,
  createTestDatabase,
  rejection,
  startKafkaBroker,
  startS3StandIn,
  startTestRpcClient,
  type KafkaBroker,
  type S3StandIn,
  type TestDatabase,
} from '@dental/testing';
import { seedDemoTemplates } from '../src/demo/demo-seed';
import { startTemplatesService } from './support/templates-service';

const admin: Actor = {
  userId: '6955b9000000000000000301',
  clientId: DEMO_PRACTICES[0].clientId,
  clientIds: [DEMO_PRACTICES[0].clientId],
  practiceIds: [DEMO_PRACTICES[0]._id],
  permissions: ['template', 'sharedElements'],
};

let db: TestDatabase;
let broker: KafkaBroker;
let s3: S3StandIn;
let app: INestApplication;
let dataSource: DataSource;
let rpc: RpcClient;
let changes: TopicListener;

function call<D extends CommandDef>(command: D, payload: CommandRequest<D>, actor: Actor | null = admin): Promise<CommandAnswer<D>> {
  return rpc.send(command, payload, actor, randomUUID());
}

const form = (templateId: string, version?: number) => call(C.templateData, { templateId, ...(version ? { version } : {}) });
const count = async (sql: string, params: unknown[]) => Number((await dataSource.query(sql, params))[0].n);

beforeAll(async () => {
  [db, broker, s3] = await Promise.all([createTestDatabase(), startKafkaBroker(), startS3StandIn()]);
  [app, changes] = await Promise.all([
    startTemplatesService({ databaseUrl: db.url, brokers: broker.brokers, s3, bucket: 'templates-test' }),
    TopicListener.start(broker.brokers, Topics.TemplateChanged),
  ]);
  dataSource = app.get(DataSource);
  await seedDemoTemplates(dataSource);
  rpc = await startTestRpcClient(broker.brokers);
});

afterAll(async () => {
  await rpc?.onApplicationShutdown();
  await changes?.stop();
  await app?.close();
  await broker?.stop();
  await s3?.stop();
  await db?.drop();
});

describe('the demo seed', () => {
  it('writes the FBD template with its conditional orthodontic fields, and changes nothing when run again', async () => {
    const fbd = await form(DEMO_TEMPLATES.fbd._id);
    expect(fbd.content.map((s) => s.categoryName)).toEqual([
      'Patient and subscriber information',
      'Plan information',
      'Coverage',
      'Frequencies and history',
      'Waiting periods and limitations',
    ]);
    const codes = formFields(fbd).map((f) => f.field.bookmark);
    expect(codes).toEqual(expect.arrayContaining(['GroupID', 'CovOrthodontics', 'D0120_Frequency', 'D4910_History', 'MissingToothClause']));
    const ortho = formFields(fbd).find((f) => f.field.bookmark === 'OrthoCoverage')!.field;
    const yes = ortho.options.find((o) => o.label === 'Yes')!.value;
    expect(formState(fbd, {}).fields.CovOrthodontics.hidden).toBe(true);
    expect(formState(fbd, { OrthoCoverage: yes }).fields.CovOrthodontics.hidden).toBe(false);

    const before = await count(`SELECT count(*) AS n FROM template_bookmark`, []);
    expect(await seedDemoTemplates(dataSource)).toMatchObject({ bookmarks: 0, templatesCreated: 0 });
    expect(await count(`SELECT count(*) AS n FROM template_bookmark`, [])).toBe(before);
    // The second run announces the newest version again, unchanged, for copies that missed it.
    const announced: { payload: TemplateChangedEvent }[] = await dataSource.query(
      `SELECT payload FROM outbox_event WHERE topic = $1 AND message_key = $2 AND payload->>'change' = 'announced'`,
      [Topics.TemplateChanged, DEMO_TEMPLATES.fbd._id],
    );
    expect(announced.map((a) => [a.payload.version, a.payload.form.version])).toEqual([[fbd.version, fbd.version]]);
    expect((await form(DEMO_TEMPLATES.fbd._id)).version).toBe(fbd.version);
  });
});

describe('templates', () => {
  it('creates, lists, renames, and refuses names over 40 characters naming the field', async () => {
    const created = await call(C.storeTemplate, { name: 'Small Practice Form', description: 'For the browser' });
    expect(created.version).toBe(1);
    expect((await call(C.listTemplates, { name: 'small practice' })).map((t) => t._id)).toEqual([created._id]);

    const error = await rejection(call(C.storeTemplate, { name: 'x'.repeat(41), description: '' }));
    expect(error.code).toBe(ErrorCode.BadInput);
    expect(error.message).toBe('name must be at most 40 characters; description is required');

    const renamed = await call(C.updateTemplate, { templateId: created._id, name: 'Renamed Form', description: 'Still small' });
    expect(renamed.version).toBe(2);
    expect(await form(created._id)).toMatchObject({ name: 'Renamed Form', description: 'Still small', version: 2 });
    expect((await rejection(call(C.updateTemplate, { templateId: '6955b90000000000000fffff', name: 'a', description: 'b' }))).code).toBe(
      ErrorCode.NotFound,
    );
  });

  it('publishes templates.template.changed with the template id and its new version', async () => {
    const created = await call(C.storeTemplate, { name: 'Evented', description: 'Events' });
    await call(C.storeSection, { templateId: created._id, categoryName: 'A', sectionType: 'info' });
    const event = await changes.waitFor('the version 2 event', (m) => {
      const e = JSON.parse(m.value) as TemplateChangedEvent;
      return e.templateId === created._id && e.version === 2;
    });
    expect(event.key).toBe(created._id);
    expect(JSON.parse(event.value)).toMatchObject({ change: 'updated', form: { version: 2, content: [{ categoryName: 'A' }] } });
  });
});

describe('building a template', () => {
  let templateId: string;
  let sectionId: string;
  let bookmarkIds: Record<string, string>;

  beforeAll(async () => {
    ({ _id: templateId } = await call(C.storeTemplate, { name: 'Built in a test', description: 'Conditions' }));
    bookmarkIds = {};
    for (const b of [
      {
        type: 'checkbox' as const,
        bookmark: 'TestHasOrtho',
        label: 'Has ortho',
        options: [
          { bookmark: 'TestHasOrtho_Yes', label: 'Yes' },
          { bookmark: 'TestHasOrtho_No', label: 'No' },
        ],
      },
      { type: 'text' as const, bookmark: 'TestOrthoPct', label: 'Ortho %', valueType: 'number' as const, symbol: '%' },
      { type: 'text' as const, bookmark: 'TestNote', label: 'Note' },
    ]) {
      bookmarkIds[b.bookmark] = (await call(C.storeBookmark, b))._id;
    }
  });

  it('adds categories and sub-categories at count + 1, and checks their fields', async () => {
    ({ _id: sectionId } = await call(C.storeSection, { templateId, categoryName: 'Coverage', sectionType: 'info' }));
    const second = await call(C.storeSection, { templateId, categoryName: 'Codes', sectionType: 'code' });
    const sub = await call(C.storeSubsection, { templateId, sectionId: second._id, label: 'Cleanings', code: 'D1110' });
    const data = await form(templateId);
    expect(data.content.map((s) => [s.categoryName, s.type])).toEqual([
      ['Coverage', 'section_info'],
      ['Codes', 'section_code'],
    ]);
    expect(data.content[1].items).toEqual([
      expect.objectContaining({ _id: sub._id, type: 'subsection', label: 'Cleanings', code: 'D1110' }),
    ]);
    const error = await rejection(call(C.storeSection, { templateId, categoryName: '', sectionType: 'other' as 'info' }));
    expect(error.message).toBe('categoryName is required; sectionType must be info or code');
  });

  it('places bookmarks, sets a condition, and the form applies it', async () => {
    const placed = await call(C.storePlacements, {
      templateId,
      id: sectionId,
      type: 'section',
      bookmarks: [bookmarkIds.TestHasOrtho, bookmarkIds.TestOrthoPct, bookmarkIds.TestNote],
    });
    expect(placed.ids).toHaveLength(3);
    await call(C.updatePlacement, { id: placed.ids[1], templateId, sectionId, required: 'true', length: '3' });
    const lengthError = await rejection(call(C.updatePlacement, { id: placed.ids[1], templateId, sectionId, length: 'abc' }));
    expect(lengthError.issues).toEqual([{ path: 'length', message: 'must be a numeric value from 1 to 10000' }]);

    await call(C.placementConditions, {
      id: placed.ids[0],
      templateId,
      sectionId,
      conditions: [{ actions: ['show'], whenValueContains: ['Yes'], affectType: 'bookmark', destination: ['TestOrthoPct'] }],
    });
    const unknown = await rejection(
      call(C.placementDependency, {
        id: placed.ids[0],
        templateId,
        sectionId,
        affectsOn: { actions: ['hide'], whenValueContains: ['No'], affectType: 'bookmark', destination: ['NotHere'] },
      }),
    );
    expect(unknown.message).toContain('NotHere');

    const data = await form(templateId);
    const pct = formFields(data).find((f) => f.field.bookmark === 'TestOrthoPct')!.field;
    expect(pct).toMatchObject({ type: 'text_number', required: true, cond: 3, symbol: '%' });
    expect(formState(data, {}).fields.TestOrthoPct.hidden).toBe(true);
    expect(formState(data, {}).missing).toBe(0);
    const shown = formState(data, { TestHasOrtho: 'TestHasOrtho_Yes' });
    expect(shown.fields.TestOrthoPct).toMatchObject({ hidden: false, missing: true });
    expect(shown.missingBySection[sectionId]).toBe(1);

    const settings = await call(C.personalize, { templateId, id: placed.ids[0], type: 'checkbox' });
    expect(settings.options).toEqual([
      { id: 'TestHasOrtho_Yes', label: 'Yes', include: true },
      { id: 'TestHasOrtho_No', label: 'No', include: true },
    ]);
    expect(settings.conditions).toHaveLength(1);
    const noOption = await rejection(
      call(C.updatePlacement, {
        id: placed.ids[0],
        templateId,
        sectionId,
        options: [
          { bookmark: 'TestHasOrtho_Yes', label: 'Yes', include: false },
          { bookmark: 'TestHasOrtho_No', label: 'No', include: false },
        ],
      }),
    );
    expect(noOption.message).toBe('options must include at least one option');
    const targets = await call(C.affectTargets, { templateId, bookmarkId: placed.ids[0] });
    expect(targets.bookmarks.map((b) => b.bookmark)).toEqual(['TestOrthoPct', 'TestNote']);
  });

  it('reorders bookmarks and sections, refusing an order that does not list every item once', async () => {
    const before = formFields(await form(templateId))
      .filter((f) => f.section._id === sectionId)
      .map((f) => f.field._id);
    const reversed = [...before].reverse();
    await call(C.reorderPlacements, { templateId, sectionId, newOrder: reversed });
    expect(
      formFields(await form(templateId))
        .filter((f) => f.section._id === sectionId)
        .map((f) => f.field._id),
    ).toEqual(reversed);
    const bad = await rejection(call(C.reorderPlacements, { templateId, sectionId, newOrder: reversed.slice(1) }));
    expect(bad.code).toBe(ErrorCode.BadInput);

    const sections = (await form(templateId)).content.map((s) => s._id);
    await call(C.reorderSections, { templateId, newOrder: [...sections].reverse() });
    expect((await form(templateId)).content.map((s) => s._id)).toEqual([...sections].reverse());
  });

  it('keeps every version: an older one reads as it was', async () => {
    const now = await form(templateId);
    const first = await form(templateId, 1);
    expect(first.version).toBe(1);
    expect(first.content).toEqual([]);
    expect(now.version).toBeGreaterThan(5);
  });

  it('duplicates with sections, sub-sections, settings and conditions, leaving the original alone', async () => {
    const original = await form(templateId);
    const copy = await call(C.duplicateTemplate, { templateId, name: 'Copy of built', description: 'Copy' });
    const copied = await form(copy._id);
    const shape = (f: TemplateForm) =>
      JSON.parse(JSON.stringify(f.content), (key: string, value: unknown) => (key === '_id' ? undefined : value)) as unknown;
    expect(shape(copied)).toEqual(shape(original));
    expect(formFields(copied).map((f) => f.field._id)).not.toEqual(formFields(original).map((f) => f.field._id));
    expect((await form(templateId)).version).toBe(original.version);
  });

  it('refuses to delete a catalogue bookmark a template uses, naming how many', async () => {
    const usage = await call(C.bookmarkInUse, { id: bookmarkIds.TestNote });
    expect(usage).toEqual({ inUse: true, count: 2, templates: ['Built in a test', 'Copy of built'] });
    const error = await rejection(call(C.deleteBookmark, { id: bookmarkIds.TestNote }));
    expect(error.message).toBe(TemplateMessages.bookmarkInUse(2));
    expect(await count(`SELECT count(*) AS n FROM bookmark WHERE id = $1`, [bookmarkIds.TestNote])).toBe(1);

    const unused = await call(C.storeBookmark, { type: 'text', bookmark: 'TestUnused', label: 'Unused' });
    await call(C.deleteBookmark, { id: unused._id });
    expect((await call(C.bookmarkInUse, { id: unused._id })).inUse).toBe(false);
  });

  it('deletes a bookmark, a sub-category and a category, renumbering what is left', async () => {
    const data = await form(templateId);
    const fields = formFields(data).filter((f) => f.section._id === sectionId);
    await call(C.deletePlacement, { id: fields[0].field._id, templateId, sectionId });
    const orders = await dataSource.query(`SELECT order_number FROM template_bookmark WHERE section_id = $1 ORDER BY 1`, [sectionId]);
    expect(orders.map((o: { order_number: number }) => o.order_number)).toEqual([1, 2]);

    const codes = data.content.find((s) => s.type === 'section_code')!;
    await call(C.deleteSubsection, { id: codes.items[0]._id, templateId, sectionId: codes._id });
    await call(C.deleteSection, { id: codes._id, templateId });
    expect((await form(templateId)).content.map((s) => s._id)).toEqual([sectionId]);
  });

  it('shares elements that another template brings in with their settings', async () => {
    const fields = formFields(await form(templateId)).map((f) => f.field);
    const empty = await rejection(call(C.shareElements, { templateId, elements: [] }));
    expect(empty.code).toBe(ErrorCode.BadInput);
    await call(C.shareElements, { templateId, elements: [fields.find((f) => f.bookmark === 'TestOrthoPct')!._id] });
    const [shared] = await call(C.sharedElements, { templateId });
    expect(shared.elements.map((e) => e.bookmark)).toEqual(['TestOrthoPct']);

    const target = await call(C.storeTemplate, { name: 'Takes shared', description: 'Shared' });
    const section = await call(C.storeSection, { templateId: target._id, categoryName: 'From shared', sectionType: 'info' });
    await call(C.storePlacements, { templateId: target._id, id: section._id, type: 'section', sharedElements: [shared.elements[0]._id] });
    const broughtIn = formFields(await form(target._id))[0].field;
    expect(broughtIn).toMatchObject({ bookmark: 'TestOrthoPct', required: true, cond: 3, affectsOn: [] });
  });
});

describe('the bookmark catalogue', () => {
  it('pages 25 at a time with the total, and searches from 3 characters', async () => {
    const page = await call(C.listBookmarks, {});
    expect(page.records).toHaveLength(25);
    expect(page.recordsQty).toBeGreaterThan(60);
    expect((await call(C.listBookmarks, { offset: 25 })).records[0]._id).not.toBe(page.records[0]._id);
    expect((await call(C.searchBookmarks, { value: 'grou' })).map((b) => b.bookmark)).toContain('GroupID');
    expect((await rejection(call(C.searchBookmarks, { value: 'gr' }))).message).toBe('value must be at least 3 characters');
  });

  it('answers one bookmark by its id, and a missing one as not found', async () => {
    const [first] = (await call(C.listBookmarks, {})).records;
    expect(await call(C.getBookmark, { id: first._id })).toEqual(first);
    expect((await rejection(call(C.getBookmark, { id: '65f0a1b2c3d4e5f6012345ff' }))).code).toBe(ErrorCode.NotFound);
  });

  it('describes each kind of bookmark form, leaving required out for text', async () => {
    expect((await call(C.bookmarkForm, { type: 'text' })).fields.map((f) => f.parameter)).toEqual([
      'bookmark',
      'label',
      'valueType',
      'symbol',
    ]);
    expect(await call(C.bookmarkForm, { type: 'multiple' })).toMatchObject({ hasOptions: true });
    expect((await call(C.sectionTypes, {})).map((t) => t.value)).toEqual(['info', 'code']);
    expect((await call(C.conditionActions, {})).map((t) => t.value)).toEqual(['hide', 'show', 'enable', 'disable']);
  });

  it('refuses a duplicate code and a checkbox without options, storing nothing', async () => {
    const duplicate = await rejection(call(C.storeBookmark, { type: 'text', bookmark: 'GroupID', label: 'Again' }));
    expect(duplicate.issues).toEqual([{ path: 'bookmark', message: 'GroupID is already the code of another bookmark' }]);
    const noOptions = await rejection(call(C.storeBookmark, { type: 'checkbox', bookmark: 'NoOptions', label: 'x' }));
    expect(noOptions.message).toBe('options must hold at least one option');
    expect(await count(`SELECT count(*) AS n FROM bookmark WHERE code IN ('NoOptions')`, [])).toBe(0);
  });

  it('editing a catalogue bookmark gives every template using it a new version', async () => {
    const fbd = await form(DEMO_TEMPLATES.fbd._id);
    const group = (await call(C.searchBookmarks, { value: 'GroupID' })).find((b) => b.bookmark === 'GroupID')!;
    await call(C.updateBookmark, { id: group._id, type: 'text', bookmark: 'GroupID', label: 'Group number (plan)' });
    const after = await form(DEMO_TEMPLATES.fbd._id);
    expect(after.version).toBe(fbd.version + 1);
    expect(formFields(after).find((f) => f.field.bookmark === 'GroupID')!.field.label).toBe('Group number (plan)');
  });
});

describe('documents', () => {
  it('downloads a template as a .docx with a placeholder per bookmark', async () => {
    const file = await call(C.downloadTemplate, { templateId: DEMO_TEMPLATES.elg._id });
    expect(file.fileName).toBe('Dental ELG.docx');
    const xml = new PizZip(Buffer.from(file.base64, 'base64')).file('word/document.xml')!.asText();
    expect(xml).toContain('{MemberID}');
    expect(xml).toContain('Eligibility');
  });
});
