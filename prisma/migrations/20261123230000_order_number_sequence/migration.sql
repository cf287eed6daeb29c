-- Order numbers (PS-260201, PS-260202...) come from one sequence: unique across instances, no
-- read-then-write race. The demo orders use PS-2601xx.
CREATE SEQUENCE "order_number_seq" START 260201;
