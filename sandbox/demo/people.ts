/** The demo logins. Every customer signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo-2026!';

export interface DemoCustomer {
  email: string;
  givenName: string;
  familyName: string;
}

export interface DemoAgent {
  agentNumber: string;
  givenName: string;
  familyName: string;
  email: string;
  /** Their business line (555-01xx: numbers reserved for fiction). */
  phone: string;
}

export const OLIVIA: DemoCustomer = {
  email: 'olivia.owner@example.com',
  givenName: 'Olivia',
  familyName: 'Owner',
};
export const IAN: DemoCustomer = {
  email: 'ian.insured@example.com',
  givenName: 'Ian',
  familyName: 'Insured',
};
export const ANNA: DemoCustomer = {
  email: 'anna.annuitant@example.com',
  givenName: 'Anna',
  familyName: 'Annuitant',
};

/** Has not yet consented to electronic records: the demo case for trying the consent (decision 212). */
export const NORA: DemoCustomer = {
  email: 'nora.newcomer@example.com',
  givenName: 'Nora',
  familyName: 'Newcomer',
};

export const DEMO_CUSTOMERS: DemoCustomer[] = [OLIVIA, IAN, ANNA, NORA];

export const ALEX: DemoAgent = {
  agentNumber: '10001',
  givenName: 'Alex',
  familyName: 'Agent',
  email: 'alex.agent@example.com',
  phone: '1-800-555-0161',
};
export const BEA: DemoAgent = {
  agentNumber: '20001',
  givenName: 'Bea',
  familyName: 'Bga',
  email: 'bea.bga@example.com',
  phone: '1-800-555-0162',
};

export const DEMO_AGENTS: DemoAgent[] = [ALEX, BEA];

/** The agent of the consent demo case: named on it, but no demo login (Alex's and Bea's books stay as they are). */
export const SAM: DemoAgent = {
  agentNumber: '30001',
  givenName: 'Sam',
  familyName: 'Seller',
  email: 'sam.seller@example.com',
  phone: '1-800-555-0163',
};

export const fullName = (p: { givenName: string; familyName: string }) => `${p.givenName} ${p.familyName}`;
