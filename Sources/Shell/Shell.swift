// Shell: placeholder until its issue lands.
