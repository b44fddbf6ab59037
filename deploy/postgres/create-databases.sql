-- First start of the compose PostgreSQL volume only. The services also create their database when
-- it is missing; creating them here keeps a fresh stack's first boot free of that race.
CREATE DATABASE rubrica_identity;
CREATE DATABASE rubrica_envelopes;
CREATE DATABASE rubrica_signing;
CREATE DATABASE rubrica_storage;
CREATE DATABASE rubrica_billing;
CREATE DATABASE rubrica_notifications;
