// Realistic, varied names. The demo's 62 people are written out; the large seed combines the
// first and last names below.

export const DEMO_PEOPLE = [
  'Amelia Hart', 'Oliver Brennan', 'Priya Natarajan', 'Tomasz Kowalski', 'Grace Okafor', 'Liam O’Connor',
  'Sofia Alvarez', 'Kenji Watanabe', 'Chloe Dubois', 'Mohammed Al-Sayed', 'Hannah Fischer', 'Jack Thornton',
  'Aisha Bello', 'Mateo Rossi', 'Emily Clarke', 'Ravi Sharma', 'Freya Lindqvist', 'Daniel Mensah',
  'Isla MacLeod', 'Noah Schneider', 'Maria Santos', 'James Whitaker', 'Mei Lin Chen', 'Carlos Mendoza',
  'Olivia Bennett', 'Samuel Adeyemi', 'Zara Khan', 'Ethan Goldberg', 'Lucía Fernández', 'Benjamin Cho',
  'Nadia Petrova', 'Marcus Johnson', 'Ava Thompson', 'Diego Ramírez', 'Fatima Zahra', 'William Park',
  'Chiara Bianchi', 'Jamal Robinson', 'Emma Nguyen', 'Patrick Doyle', 'Leonie Wagner', 'Yusuf Demir',
  'Katarzyna Nowak', 'Felix Braun', 'Ines Moreau', 'Lukas Becker', 'Elif Yılmaz', 'Jonas Weber',
  'Anna Hoffmann', 'Mustafa Aydın', 'Sara Lindgren', 'Paul Richter', 'Julia Kaminski', 'Tobias Krüger',
  'Leila Haddad', 'Max Zimmermann', 'Nora Jensen', 'Ahmed Hassan', 'Clara Vogel', 'Viktor Horvat',
  'Rosa Martínez', 'Ben Okonkwo',
] as const;

export const FIRST_NAMES = [
  'Adam', 'Alice', 'Amir', 'Ana', 'Arjun', 'Beatriz', 'Bilal', 'Carla', 'Chen', 'Chidi', 'Daria', 'David',
  'Elena', 'Emil', 'Eva', 'Farah', 'Gabriel', 'Hana', 'Hugo', 'Ida', 'Igor', 'Imani', 'Jakub', 'Jana',
  'Joao', 'Kai', 'Karin', 'Lars', 'Lea', 'Leon', 'Lina', 'Luca', 'Maja', 'Malik', 'Marta', 'Mia',
  'Milan', 'Nina', 'Omar', 'Oskar', 'Pia', 'Rafael', 'Rana', 'Sami', 'Sven', 'Tara', 'Theo', 'Uma',
  'Vera', 'Yara',
] as const;

export const LAST_NAMES = [
  'Andersen', 'Baker', 'Costa', 'Dimitrov', 'Eriksen', 'Fontaine', 'Garcia', 'Hughes', 'Ibrahim', 'Jovanovic',
  'Keller', 'Lopez', 'Meyer', 'Novak', 'Olsen', 'Pereira', 'Quinn', 'Reyes', 'Silva', 'Takahashi',
  'Usman', 'Varga', 'Walsh', 'Xu', 'Young', 'Ziegler', 'Boateng', 'Kaur', 'Morales', 'Schulz',
] as const;
