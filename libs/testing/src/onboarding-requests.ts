/**
 * Onboarding requests of prospective customers: a builder for tests and the demo's requests (shown
 * on /user-request under `npm start`; the browser test approves one and signs in as its new user).
 */
import { randomUUID } from 'node:crypto';
import { idFrom, newId, type OnboardingSubmission, type ProductFormat } from '@dental/contracts';

const EPOCH = 1_767_225_600; // 2026-01-01T00:00:00Z, as the other demo ids

function aFormat(overrides: Partial<ProductFormat> = {}): ProductFormat {
  return {
    carrier: 'Delta Dental',
    pms: { version: '22.4', user: 'frontdesk', mySqlUser: 'pms_read' },
    remoteConnection: {
      workStationName: 'FRONT-01',
      userName: 'it-admin',
      itName: 'Jordan IT',
      itEmail: 'it@example.test',
      itPhone: '15125550111',
    },
    ...overrides,
  };
}

/** A request with two practices, the first with two products (one with a file), the second with none. */
export function anOnboardingRequest(overrides: Partial<OnboardingSubmission> = {}): OnboardingSubmission {
  const tag = randomUUID().slice(0, 8);
  return {
    id: newId(),
    generalInfo: { name: 'Morgan Lee', email: `requester-${tag}@example.test`, phone: '15125550123' },
    businessInfo: { name: `Bright Smiles ${tag}`, city: 'Austin', state: 'TX', address: '12 Elm St', zipCode: '73301' },
    practices: [
      {
        id: newId(),
        name: 'Bright Smiles Downtown',
        city: 'Austin',
        state: 'TX',
        address: '12 Elm St',
        products: [
          {
            id: newId(),
            active: true,
            productId: 'verification',
            productType: 'Insurance Verification',
            format: aFormat(),
            file: { name: 'patients.csv', content: 'patient,carrier\nAna Diaz,Delta Dental\n' },
          },
          { id: newId(), active: true, productId: 'call-center', productType: 'Call Center', format: aFormat({ carrier: 'Cigna' }) },
        ],
      },
      { id: newId(), name: 'Bright Smiles North', city: 'Austin', state: 'TX', address: '80 Oak Ave', products: [] },
    ],
    ...overrides,
  };
}

const demoId = (serial: number) => idFrom(EPOCH, 0x901 + serial);

/** The demo's requests, all pending; the last has no practice yet (its detail shows the empty state). Their practices and products have fixed ids, so seeding again adds nothing. */
export const DEMO_ONBOARDING_REQUESTS: OnboardingSubmission[] = [
  {
    id: demoId(0),
    createdAt: new Date('2026-03-02T15:04:00Z'),
    generalInfo: { name: 'Jamie Carter', email: 'jamie.carter@pinecrest.example', phone: '15125550140' },
    businessInfo: { name: 'Pinecrest Dental', city: 'Austin', state: 'TX', address: '400 Congress Ave', zipCode: '78701' },
    practices: [
      {
        id: demoId(10),
        name: 'Pinecrest Downtown',
        city: 'Austin',
        state: 'TX',
        address: '400 Congress Ave',
        products: [
          {
            id: demoId(20),
            active: true,
            productId: 'verification',
            productType: 'Insurance Verification',
            format: aFormat(),
            file: {
              name: 'pinecrest-patients.csv',
              content: 'patient,carrier,member id\nAna Diaz,Delta Dental,DD1001\nLi Wei,Cigna,CG2002\n',
            },
          },
          { id: demoId(21), active: true, productId: 'call-center', productType: 'Call Center', format: aFormat({ carrier: 'Cigna' }) },
        ],
      },
      { id: demoId(11), name: 'Pinecrest Round Rock', city: 'Round Rock', state: 'TX', address: '12 Main St', products: [] },
    ],
  },
  {
    id: demoId(1),
    createdAt: new Date('2026-03-05T10:30:00Z'),
    generalInfo: { name: 'Sam Ortiz', email: 'sam.ortiz@harborview.example', phone: '18435550150' },
    businessInfo: { name: 'Harborview Orthodontics', city: 'Charleston', state: 'SC', address: '9 Bay St', zipCode: '29401' },
    practices: [
      {
        id: demoId(12),
        name: 'Harborview Charleston',
        city: 'Charleston',
        state: 'SC',
        address: '9 Bay St',
        products: [{ id: demoId(22), active: true, productId: 'verification', productType: 'Insurance Verification', format: aFormat() }],
      },
    ],
  },
  {
    id: demoId(2),
    createdAt: new Date('2026-02-20T09:00:00Z'),
    generalInfo: { name: 'Alex Kim', email: 'alex.kim@maplegrove.example', phone: '16085550160' },
    businessInfo: { name: 'Maple Grove Family Dentistry', city: 'Madison', state: 'WI', address: '55 State St', zipCode: '53703' },
    practices: [],
  },
];
