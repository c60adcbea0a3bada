import { MAIN_ST_PAYLOAD } from './business-address';

/**
 * A POST /v1/case/{id}/authorizations answer with every field spec 000 §7 names (the GLS adapter
 * refuses one without any of them); tests override what they look at.
 */
export const GLS_CASE_ANSWER = {
  service_type: 'home_services',
  case_id: 41,
  name: 'Ann Owner',
  business_name: 'Acme',
  service_categories: ['plumbing'],
  required_check: {
    needs_business_entity_check: true,
    needs_field_worker_criminal_check: true,
    needs_business_owner_check: false,
  },
  business_address: MAIN_ST_PAYLOAD,
  check_result: {
    status: 'pending',
    check_completed_at: null,
    business_entity_submitted_at: null,
    business_entity_check_completed_at: null,
    finally_adjudicated_at: null,
    field_worker_count: 2,
    owner_count: 1,
    required_checks_count: 2,
    submitted_checks_count: 1,
    completed_checks_count: 0,
  },
};
