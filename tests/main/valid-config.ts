/** config.json as the sandbox serves it (relative service addresses, no vendor keys). */
export const sandboxConfigJson = {
  interviewServiceUrl: '/api/interview',
  glsServiceUrl: '/api/gls',
  partnerConfigUrl: '/api/partner-config',
  stripePublicKey: null,
  sentryDsn: null,
  chatbotId: 'evie',
  brandName: 'Attest',
  environment: 'sandbox',
  faceTecSdkUrl: null,
  registrationNotFoundUrl: 'http://localhost:8080/error/gls/not-found',
  signInUrl: 'http://localhost:8080/__sandbox/identity/sign-in',
  learnMoreUrl: 'https://attest.example/about',
  privacyPolicyUrl: 'https://attest.example/privacy',
  termsUrl: 'https://attest.example/terms',
};

/** A production-like configuration with absolute addresses and vendor keys. */
export const productionConfigJson = {
  interviewServiceUrl: 'https://interview.attest.example/api',
  glsServiceUrl: 'https://gls.attest.example',
  partnerConfigUrl: 'https://config.attest.example/partners',
  stripePublicKey: 'pk_live_51Example',
  sentryDsn: null,
  chatbotId: null,
  brandName: 'Attest',
  environment: 'production',
  faceTecSdkUrl: 'https://cdn.attest.example/facetec/9.7.76/core-sdk/FaceTecSDK.js/FaceTecSDK.js',
  faceTecDeviceKey: 'dExampleDeviceKey',
  faceTecPublicKey: '-----BEGIN PUBLIC KEY-----\nexample\n-----END PUBLIC KEY-----',
  faceTecProductionKey: 'appId = * expiryDate = 2027-12-31 key = 003046022100example',
  livenessVerifyUrl: 'https://interview.attest.example/api/liveness/verify',
  registrationNotFoundUrl: 'https://attest.example/registration-not-found',
  signInUrl: 'https://identity.attest.example/auth/google',
  redirectOrigins: ['https://careers.acme.example'],
  adsDashboardUrl: 'https://ads.google.com/localservices',
};
