/** The demo logins (issue 2 item 4). Every customer signs in with DEMO_PASSWORD. */
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

export const DEMO_CUSTOMERS: DemoCustomer[] = [OLIVIA, IAN, ANNA];

export const ALEX: DemoAgent = {
  agentNumber: '10001',
  givenName: 'Alex',
  familyName: 'Agent',
  email: 'alex.agent@example.com',
};
export const BEA: DemoAgent = {
  agentNumber: '20001',
  givenName: 'Bea',
  familyName: 'Bga',
  email: 'bea.bga@example.com',
};

export const DEMO_AGENTS: DemoAgent[] = [ALEX, BEA];

export const fullName = (p: { givenName: string; familyName: string }) => `${p.givenName} ${p.familyName}`;
