/** Reads of the carriers (the real-time verification's carrier list) with their phone profiles (`carrier_phone`). */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CallCenterCarrier, CarrierPhoneProfile } from '@dental/contracts';

@Injectable()
export class CarrierPhonesRepository {
  list(manager: EntityManager): Promise<CallCenterCarrier[]> {
    return manager.query(`SELECT id AS "_id", name FROM realtime_carrier WHERE active ORDER BY name, id`);
  }

  async find(manager: EntityManager, id: string): Promise<CarrierPhoneProfile | null> {
    const [row] = await manager.query<CarrierPhoneProfile[]>(
      `SELECT c.id AS "_id", c.name, p.phone_number AS "phoneNumber"
         FROM realtime_carrier c JOIN carrier_phone p ON p.carrier_id = c.id
        WHERE c.id = $1 AND c.active`,
      [id],
    );
    return row ?? null;
  }
}
