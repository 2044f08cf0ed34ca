"""Tables, taxonomies and their readers."""
