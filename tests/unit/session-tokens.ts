/** Unsigned JWT-shaped tokens for tests: the portal only decodes, the server verifies. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

export const customerToken = (extra: Record<string, unknown> = {}) =>
  fakeJwt({
    UserType: 1,
    given_name: 'Olivia',
    family_name: 'Owner',
    unique_name: 'olivia',
    exp: inAnHour(),
    ...extra,
  });

export const agentToken = (extra: Record<string, unknown> = {}) =>
  fakeJwt({
    UserType: '2',
    firstName: 'Alex',
    lastName: 'Agent',
    AgentNumbers: '10001',
    exp: inAnHour(),
    ...extra,
  });

export const expiredToken = () => fakeJwt({ UserType: 1, exp: Math.floor(Date.now() / 1000) - 60 });
export const foreignToken = () => fakeJwt({ sub: 'someone', exp: inAnHour() });
