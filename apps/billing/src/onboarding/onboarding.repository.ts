/** The onboarding requests, their practices and products: every read and write of these tables. */
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  CommandInput,
  BillingCommands,
  OnboardingOrder,
  OnboardingPractice,
  OnboardingProduct,
  OnboardingStatus,
  OnboardingSubmission,
  ProductFormat,
  UserRequestPage,
} from '@dental/contracts';
import { escapeLike } from '@dental/database';

type Db = DataSource | EntityManager;

export interface RequestRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  business_name: string;
  city: string;
  state: string;
  address: string;
  zip_code: string;
  status: OnboardingStatus;
  created_at: Date;
  approval_started_at: Date | null;
  decided_at: Date | null;
  deny_reason: string | null;
  client_id: string | null;
}

interface PracticeRow {
  id: string;
  name: string;
  city: string;
  state: string;
  address: string;
}

interface ProductRow {
  id: string;
  practice_id: string;
  active: boolean;
  date: Date;
  product_id: string;
  product_type: string;
  format: Partial<ProductFormat>;
  file_name: string;
  file_key: string | null;
}

const REQUEST_COLUMNS = `id, name, email, phone, business_name, city, state, address, zip_code, status, created_at, approval_started_at,
  decided_at, deny_reason, client_id`;

@Injectable()
export class OnboardingRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Newest first; the name matches the requester or the business; days are the request's day (UTC). */
  async page(query: CommandInput<typeof BillingCommands.listUserRequests>): Promise<UserRequestPage> {
    const where = `($1 = '' OR name ILIKE $1 OR business_name ILIKE $1) AND ($2 = '' OR status = $2)
      AND ($3 = '' OR created_at >= $3::date) AND ($4 = '' OR created_at < $4::date + 1)`;
    const params = [query.name ? `%${escapeLike(query.name)}%` : '', query.status, query.startDate, query.endDate];
    const [rows, [count]] = await Promise.all([
      this.dataSource.query<RequestRow[]>(
        `SELECT ${REQUEST_COLUMNS} FROM onboarding_request WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
        [...params, query.limit, query.offset],
      ),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM onboarding_request WHERE ${where}`, params),
    ]);
    return {
      records: rows.map((r) => ({
        _id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        businessName: r.business_name,
        city: r.city,
        state: r.state,
        createdAt: r.created_at.toISOString(),
        status: r.status,
      })),
      total: count!.n,
    };
  }

  /** The request row; `lock` holds it until the transaction ends, so two decisions on it queue. */
  async request(id: string, db: Db = this.dataSource, lock = false): Promise<RequestRow | undefined> {
    const [row] = await db.query<RequestRow[]>(
      `SELECT ${REQUEST_COLUMNS} FROM onboarding_request WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return row;
  }

  async order(id: string): Promise<OnboardingOrder | undefined> {
    const request = await this.request(id);
    if (!request) return undefined;
    const [practices, products] = await Promise.all([
      this.dataSource.query<PracticeRow[]>(
        `SELECT id, name, city, state, address FROM onboarding_practice WHERE request_id = $1 ORDER BY position, id`,
        [id],
      ),
      this.dataSource.query<ProductRow[]>(
        `SELECT id, practice_id, active, date, product_id, product_type, format, file_name, file_key
           FROM onboarding_product WHERE request_id = $1 ORDER BY position, id`,
        [id],
      ),
    ]);
    return toOrder(request, practices, products);
  }

  /** The stored object of a product's file, when the product is the request's and the name is its file's. */
  async fileKey(requestId: string, productId: string, fileName: string): Promise<string | undefined> {
    const [row] = await this.dataSource.query<{ file_key: string | null }[]>(
      `SELECT file_key FROM onboarding_product WHERE request_id = $1 AND id = $2 AND file_name = $3`,
      [requestId, productId, fileName],
    );
    return row?.file_key ?? undefined;
  }

  async startApproval(id: string, db: Db): Promise<void> {
    await db.query(`UPDATE onboarding_request SET approval_started_at = coalesce(approval_started_at, now()) WHERE id = $1`, [id]);
  }

  async abandonApproval(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE onboarding_request SET approval_started_at = NULL WHERE id = $1 AND status = 'Pending'`, [id]);
  }

  /** Approved once: a second call (a retry) changes nothing. */
  async approve(id: string, clientId: string, decidedBy: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE onboarding_request SET status = 'Approved', client_id = $2, decided_by = $3, decided_at = now()
        WHERE id = $1 AND status = 'Pending'`,
      [id, clientId, decidedBy],
    );
  }

  async deny(id: string, reason: string, decidedBy: string, db: Db): Promise<void> {
    await db.query(
      `UPDATE onboarding_request SET status = 'Denied', deny_reason = $2, decided_by = $3, decided_at = now() WHERE id = $1 AND status = 'Pending'`,
      [id, reason, decidedBy],
    );
  }

  /**
   * Writes a request with its practices and products (`fileKeys`: where each product's file was
   * stored, by product id); one already stored (same id) is left as it is.
   */
  async add(request: OnboardingSubmission, fileKeys: Map<string, string>): Promise<boolean> {
    return this.dataSource.transaction(async (db) => {
      const inserted = await db.query<{ id: string }[]>(
        `INSERT INTO onboarding_request (id, name, email, phone, business_name, city, state, address, zip_code, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [
          request.id,
          request.generalInfo.name,
          request.generalInfo.email.trim().toLowerCase(),
          request.generalInfo.phone,
          request.businessInfo.name,
          request.businessInfo.city,
          request.businessInfo.state,
          request.businessInfo.address,
          request.businessInfo.zipCode,
          request.createdAt ?? new Date(),
        ],
      );
      if (inserted.length === 0) return false;
      for (const [p, practice] of request.practices.entries()) {
        await db.query(
          `INSERT INTO onboarding_practice (id, request_id, position, name, city, state, address) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [practice.id, request.id, p, practice.name, practice.city, practice.state, practice.address],
        );
        for (const [i, product] of practice.products.entries()) {
          await db.query(
            `INSERT INTO onboarding_product (id, request_id, practice_id, position, active, product_id, product_type, format, file_name, file_key)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
            [
              product.id,
              request.id,
              practice.id,
              p * 1000 + i,
              product.active,
              product.productId,
              product.productType,
              JSON.stringify(product.format),
              product.file?.name ?? '',
              fileKeys.get(product.id) ?? null,
            ],
          );
        }
      }
      return true;
    });
  }
}

function toOrder(request: RequestRow, practices: PracticeRow[], products: ProductRow[]): OnboardingOrder {
  const practiceNames = new Map(practices.map((p) => [p.id, p.name]));
  const productsOf = (practiceId: string): OnboardingProduct[] =>
    products
      .filter((p) => p.practice_id === practiceId)
      .map((p) => ({
        _id: p.id,
        active: p.active,
        date: p.date.toISOString(),
        practiceName: practiceNames.get(p.practice_id) ?? '',
        practiceId: p.practice_id,
        productId: p.product_id,
        productType: p.product_type,
        format: {
          carrier: p.format.carrier ?? '',
          pms: { version: '', user: '', mySqlUser: '', ...p.format.pms },
          remoteConnection: { workStationName: '', userName: '', itName: '', itEmail: '', itPhone: '', ...p.format.remoteConnection },
        },
        fileName: p.file_key ? p.file_name : '',
      }));
  const orderPractices: OnboardingPractice[] = practices.map((p) => ({ _id: p.id, ...pick(p), products: productsOf(p.id) }));
  return {
    _id: request.id,
    status: request.status,
    generalInfo: { name: request.name, email: request.email, phone: request.phone },
    businessInfo: {
      name: request.business_name,
      city: request.city,
      state: request.state,
      address: request.address,
      zipCode: request.zip_code,
      requestDate: request.created_at.toISOString(),
    },
    practices: orderPractices,
    decidedAt: request.decided_at?.toISOString() ?? null,
    denyReason: request.deny_reason,
    clientId: request.client_id,
  };
}

const pick = (p: PracticeRow) => ({ name: p.name, city: p.city, state: p.state, address: p.address });
